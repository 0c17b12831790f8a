export default 'admin:leads'
