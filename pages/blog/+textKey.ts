export default 'blog'
