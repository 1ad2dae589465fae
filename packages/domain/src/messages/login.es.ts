/** Login form and login failures (docs/product.md#login-messages). */
export const LOGIN_MESSAGES = {
  required: 'Por favor ingresa tu correo y contraseña',
  timeout: 'El servidor está tardando demasiado en responder. Por favor, verifica tu conexión.',
  invalidCredentials: 'Correo o contraseña incorrectos',
  serverError: 'Error en el servidor. Por favor, inténtalo más tarde.',
  network: 'Error de conexión. Por favor, verifica tu conexión a internet.',
  authFailed: 'Error en la autenticación. Por favor, verifica tus credenciales.',
  incomplete: 'Respuesta del servidor incompleta. Por favor, intenta nuevamente.',
  storage: 'Error al iniciar sesión. Por favor, verifica la configuración de tu navegador.',
  /** Not in the spec: the account had too many wrong passwords in the last hour. */
  captchaRequired:
    'Hubo muchos intentos fallidos en esta cuenta. Resuelve el captcha para iniciar sesión.',
  /** Not in the spec: the owner's link from the lock mail. */
  unlocked: 'Cuenta desbloqueada: ya puedes iniciar sesión sin captcha.',
  unlockInvalid: 'El enlace para desbloquear la cuenta no es válido o ha caducado.',
} as const;
