import FormControl from '@mui/material/FormControl'
import FormHelperText from '@mui/material/FormHelperText'
import InputLabel from '@mui/material/InputLabel'
import OutlinedInput from '@mui/material/OutlinedInput'
import { type Theme, useTheme } from '@mui/material/styles'
import type { SystemStyleObject } from '@mui/system'
import type { FocusEvent, FormEvent } from 'react'
import { atLeastCaption } from '#components/theme/atLeastCaption.ts'
import { type ContactField, contactLimits } from './contactSchema.ts'
import { useFormTranslator } from './FormTranslatorContext.tsx'
import { errorText } from './formStrings.ts'
import type { ErrorKey } from './messageValues.ts'

export const fieldId = (field: ContactField) => `contact-${field}`

/**
 * Arabic and Urdu labels are a line of their own above the field, clear of its outline, at 16 px
 * in the text colour: in the outline's notch, Nastaliq letters falling below the line touched the
 * border, and MUI's shrink scale set them at 13.5 px in grey (decisions 0004 and 0010).
 */
function labelAboveOutline(theme: Theme): SystemStyleObject<Theme> {
  return {
    // Twice the class, to win over MUI's positioned, scaled label.
    '&&': {
      position: 'static',
      transform: 'none',
      maxWidth: 'none',
      whiteSpace: 'normal',
      fontSize: '1rem',
      lineHeight: theme.typography.button.lineHeight,
      marginBottom: theme.spacing(0.75),
    },
    '&&:not(.Mui-error)': { color: theme.palette.text.primary },
  }
}

/**
 * What a visitor types in the script's own line height (the hint under it takes body text's): at
 * MUI's Latin 1.44 and 1.66 the lines of an Urdu message collided as it was typed, and an input's
 * box cut Nastaliq's rising letters (the Urdu reviewer, round 6).
 */
function scriptLines(theme: Theme): SystemStyleObject<Theme> {
  const lineHeight = theme.typography.button.lineHeight
  return { '& input': { height: 'auto', lineHeight }, '& textarea': { lineHeight } }
}

/**
 * A field the error summary (or its link without JavaScript) brings into view keeps its label
 * below the sticky header: the page's scroll-padding-top clears the header, this clears the label.
 */
const labelRoom = { '& input, & textarea': { scrollMarginTop: '4.5rem' } }

// What each field is to the browser and to assistive technology.
const fieldSettings: Record<
  ContactField,
  { required: boolean; type: string; autoComplete?: string; maxLength: number; dir?: 'ltr' }
> = {
  name: { required: true, type: 'text', autoComplete: 'name', maxLength: contactLimits.nameMax },
  // Email addresses and phone numbers read left to right in every language.
  email: { required: true, type: 'email', autoComplete: 'email', maxLength: contactLimits.emailMax, dir: 'ltr' },
  phone: { required: false, type: 'tel', autoComplete: 'tel', maxLength: contactLimits.phoneMax, dir: 'ltr' },
  message: { required: true, type: 'text', maxLength: contactLimits.messageMax },
}

/** One labelled field; its error replaces its hint and is tied to it by aria-describedby. */
export function ContactTextField(props: {
  field: ContactField
  value: string
  /** The error to show, a translation key (which ones show when: visibleError.ts). */
  error: ErrorKey | undefined
  onChange: (event: FormEvent) => void
  onBlur: (event: FocusEvent) => void
}) {
  const { field, error } = props
  const t = useFormTranslator()
  const { required, type, autoComplete, maxLength, dir } = fieldSettings[field]
  const theme = useTheme()
  const labelAbove = theme.direction === 'rtl'
  const multiline = field === 'message'
  const id = fieldId(field)
  const label = t(`fields.${field}.label`)
  // TextField's parts, composed by hand: TextField itself imports Select, Menu and Modal,
  // which this form never uses and the browser would download.
  return (
    // In English the label sits in the outline's notch, half above it: a little more room above.
    <FormControl required={required} error={Boolean(error)} fullWidth sx={labelAbove ? undefined : { mt: 1 }}>
      {/* Always raised, so the placeholder shows. MUI clips a label to one line box, which
          Nastaliq letters rise above (decision 0004). */}
      <InputLabel
        htmlFor={id}
        id={`${id}-label`}
        shrink
        sx={[{ overflow: 'visible' }, labelAbove && labelAboveOutline]}
      >
        {label}
      </InputLabel>
      <OutlinedInput
        id={id}
        name={field}
        type={multiline ? undefined : type}
        label={label}
        notched={!labelAbove}
        // The notch keeps an invisible copy of the label (opacity 0) to size the gap; hide it
        // for good, so nothing reads or measures it as text.
        sx={[
          { '& legend > span': { visibility: 'hidden' }, ...labelRoom },
          labelAbove && scriptLines(theme),
          // On a laptop the message box is nine lines, room for a brief, and the form's column
          // ends near the details' beside it: with Urdu a size larger there, the offices ran on
          // 425 px below the form.
          multiline && { [theme.breakpoints.up('md')]: { '& textarea': { minHeight: '9lh' } } },
        ]}
        placeholder={t(`fields.${field}.placeholder`)}
        autoComplete={autoComplete}
        multiline={multiline}
        rows={multiline ? 6 : undefined}
        value={props.value}
        onChange={props.onChange}
        onBlur={props.onBlur}
        slotProps={{ input: { maxLength, dir, 'aria-describedby': `${id}-helper-text` } }}
      />
      {/* Hints and errors at 14 px at least: MUI's 12 px caption was the smallest text on the
          page, in the place a visitor reads most closely (English reviewer, round 6). */}
      <FormHelperText
        id={`${id}-helper-text`}
        sx={[
          { fontSize: atLeastCaption('0.875rem')(theme) },
          labelAbove && { lineHeight: theme.typography.body2.lineHeight },
        ]}
      >
        {error ? errorText(t, error) : t(`fields.${field}.hint`)}
      </FormHelperText>
    </FormControl>
  )
}
