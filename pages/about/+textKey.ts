export default 'about'
