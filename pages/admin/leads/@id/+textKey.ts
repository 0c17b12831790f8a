export default 'admin:lead'
