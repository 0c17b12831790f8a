export default 'admin:login'
