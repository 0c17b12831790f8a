import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'

/** A table's header row: one column header per label. */
export function ColumnHeads({ labels }: { labels: readonly string[] }) {
  return (
    <TableHead>
      <TableRow>
        {labels.map((label) => (
          <TableCell key={label} component="th" scope="col">
            {label}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  )
}
