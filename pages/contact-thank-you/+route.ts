// https://vike.dev/route
// Its own folder, so the contact page's +client.ts (the hydrated form) does not apply here.
export default '/contact/thank-you'
