export default 'admin:accounts'
