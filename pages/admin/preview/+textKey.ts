export default 'admin:preview'
