/** The anti-forgery token every state-changing admin form sends back. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />
}
