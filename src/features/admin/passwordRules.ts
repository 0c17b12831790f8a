/** No account has a shorter password: the server refuses it and the forms ask for it. */
export const minimumPasswordLength = 12
