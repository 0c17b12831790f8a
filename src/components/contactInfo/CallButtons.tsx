import PhoneIcon from '@mui/icons-material/PhoneOutlined'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import { useTranslation } from 'react-i18next'
import { callButtonOffices } from '#config/contactPage.ts'
import { getOffice } from '#config/offices.ts'
import { usePageContext } from '#i18n/usePageContext.tsx'
import { atLeastCaption } from '../theme/atLeastCaption.ts'
import { ownOfficeFirst } from './primaryOffice.ts'

/** 'Call our Lahore office', 'Call our Dubai office': tel: links styled as buttons, the reader's own office first. */
export function CallButtons() {
  const { t } = useTranslation()
  const { t: tChannels } = useTranslation('channels')
  const { locale } = usePageContext()
  return (
    // One button a row, all one width: side by side they took three widths and wrapped two and one.
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {ownOfficeFirst(callButtonOffices, locale, (id) => id).map((id) => {
        const office = getOffice(id)
        return (
          <Button
            key={id}
            variant="contained"
            href={`tel:${office.phoneE164}`}
            startIcon={<PhoneIcon aria-hidden />}
            sx={{ flexDirection: 'row', alignItems: 'center', justifyContent: 'flex-start', textAlign: 'start' }}
          >
            <span>
              {t('offices.callOffice', { city: tChannels(`offices.city.${id}`) })}
              <Box
                component="span"
                dir="ltr"
                sx={{
                  display: 'block',
                  fontWeight: 400,
                  fontSize: atLeastCaption('0.85em'),
                }}
              >
                {office.phoneDisplay}
              </Box>
            </span>
          </Button>
        )
      })}
    </Box>
  )
}
