// How many contact messages one address may send in a window before the server answers 429
// (decision 0006). These are the defaults of CONTACT_RATE_LIMIT_MAX and
// CONTACT_RATE_LIMIT_WINDOW_MS (src/server/config.server.ts); the contact page's notice tells a
// refused visitor to wait at most the window, so an operator who changes the window in the
// environment changes it here too.
export const contactRateLimit = { max: 5, windowMinutes: 10 } as const
