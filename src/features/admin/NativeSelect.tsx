import Box from '@mui/material/Box'

interface Option {
  value: string
  label: string
}

/** A labelled native <select>: works without JavaScript and with every screen reader. */
export function NativeSelect(props: { id: string; name: string; label: string; value: string; options: Option[] }) {
  const { id, name, label, value, options } = props
  return (
    <Box sx={{ display: 'grid', gap: 0.5 }}>
      <Box component="label" htmlFor={id} sx={{ fontSize: '0.85rem', fontWeight: 600 }}>
        {label}
      </Box>
      <Box
        component="select"
        id={id}
        name={name}
        defaultValue={value}
        sx={{ font: 'inherit', p: 1, minHeight: 40, borderRadius: 1, border: 1, borderColor: 'grey.500' }}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Box>
    </Box>
  )
}
