export default 'admin:translations'
