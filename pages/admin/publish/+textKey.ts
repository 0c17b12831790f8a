export default 'admin:publish'
