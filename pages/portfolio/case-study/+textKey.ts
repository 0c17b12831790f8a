// The project's own name and outcome replace these in <head> (see +data.ts).
export default 'portfolio'
