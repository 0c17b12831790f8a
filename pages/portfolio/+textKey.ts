export default 'portfolio'
