export default '/blog/@slug'
