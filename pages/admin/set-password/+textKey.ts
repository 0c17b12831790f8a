export default 'admin:accounts.setPassword'
