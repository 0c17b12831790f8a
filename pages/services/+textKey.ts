export default 'services'
