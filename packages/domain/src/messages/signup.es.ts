/** Signup screen, its rules and failures (docs/product.md#signup-messages). */
export const SIGNUP_MESSAGES = {
  title: 'Crear cuenta y blog',
  captcha: 'Captcha incorrecto.',
  /** Our wording: 'Solicitar código' pressed before the captcha says 'Verificado'. */
  captchaUnsolved:
    'Completa el captcha: marca «No soy un robot» y espera a que diga «Verificado». Después pulsa «Solicitar código».',
  requestCode: 'Error solicitando código.',
  verifyCode: 'Código incorrecto.',
  createAccount: 'Error creando cuenta.',
  done: '¡Cuenta creada con éxito! Puedes iniciar sesión.',
  /** Our wording: the spec only says every step 3 field is required. */
  detailsRequired: 'Todos los campos son obligatorios',
} as const;

/** Password recovery (docs/product.md#password-messages). */
export const PASSWORD_MESSAGES = {
  mismatch: 'Las contraseñas no coinciden',
  tooShort: 'La contraseña debe tener al menos 6 caracteres',
  /** Our wording: the spec only says the password is required. */
  required: 'La contraseña es obligatoria',
  forgotSent: 'Si el email existe, recibirás un enlace para restablecer tu contraseña.',
  forgotFailed: 'Ocurrió un error. Intenta de nuevo.',
  resetDone: '¡Contraseña actualizada! Ya puedes iniciar sesión.',
  resetFailed: 'El enlace es inválido o expiró.',
} as const;
