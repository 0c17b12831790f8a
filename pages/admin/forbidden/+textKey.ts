export default 'admin:roles.forbidden'
