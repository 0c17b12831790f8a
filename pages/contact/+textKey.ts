export default 'contact'
