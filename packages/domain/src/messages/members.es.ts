/**
 * Not in the spec: what the API answers a reader who asks for a sign-in link on a blog
 * (`POST /members/api/send-magic-link` and the form without JavaScript).
 */
export const MEMBER_API_MESSAGES = {
  linkSent: 'Te hemos enviado un enlace para entrar. Revisa tu correo.',
  tooManyFromAddress:
    'Has pedido demasiados enlaces desde esta conexión. Espera un rato antes de volver a intentarlo.',
  tooManyForEmail: 'Ya enviamos varios enlaces a este correo. Espera un rato antes de pedir otro.',
  otherSite: 'El formulario no se envió desde este blog.',
} as const;
