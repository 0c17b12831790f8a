// How many contact messages one address may have accepted in a window before the server answers
// 429, and how many posts of any kind it may send in that window (decision 0006). Only a message
// that passed validation and was stored counts towards `max`: a visitor fixing their mistakes, or
// an office behind one address, is never told to wait for posts that sent nothing. `postsMax`
// counts every post, refused ones included, so a flood of invalid posts is still stopped; it is
// well above `max` plus the corrections a person makes.
//
// These are the defaults of CONTACT_RATE_LIMIT_MAX, CONTACT_RATE_LIMIT_POSTS_MAX and
// CONTACT_RATE_LIMIT_WINDOW_MS (src/server/config.server.ts); the contact page's notice tells a
// refused visitor to wait at most the window, so an operator who changes the window in the
// environment changes it here too.
export const contactRateLimit = { max: 5, postsMax: 30, windowMinutes: 10 } as const
