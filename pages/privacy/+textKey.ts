export default 'legal:privacy'
