export default 'products'
