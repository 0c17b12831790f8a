export default 'home'
