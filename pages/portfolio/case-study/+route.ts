export default '/portfolio/@slug'
