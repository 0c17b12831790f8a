// https://vike.dev/route: under the translations page it is reached from.
export default '/admin/translations/articles/@slug'
