/**
 * Not in the spec: what the API answers for a field of a request that is missing or malformed
 * (the `details` of a validation error), whatever the screen; a screen's own wording for the
 * same field is in its module.
 */
export const FIELD_MESSAGES = {
  required: 'Este campo es obligatorio',
  notText: 'Debe ser un texto',
  tooLong: (max: number) => `No puede superar los ${max} caracteres`,
  /** A NUL byte in typed text. */
  forbiddenCharacters: 'El texto contiene caracteres no permitidos',
  idInvalid: 'El identificador no es válido',
  blogIdInvalid: 'El identificador del blog no es válido',
  booleanInvalid: 'Debe ser verdadero o falso',
  emailRequired: 'El email es obligatorio',
  emailTooLong: (max: number) => `El email no puede superar los ${max} caracteres`,
  emailInvalid: 'El email no es válido',
  passwordTooLong: (max: number) => `La contraseña no puede superar los ${max} caracteres`,
  passwordTooShort: (min: number) => `La contraseña debe tener al menos ${min} caracteres`,
  slugRequired: 'El slug es obligatorio',
  slugTooLong: (max: number) => `El slug no puede superar los ${max} caracteres`,
  slugInvalid: 'El slug solo puede tener letras minúsculas sin acentos, números y guiones',
  nameTooLong: (max: number) => `El nombre no puede superar los ${max} caracteres`,
  pageInvalid: 'La página debe ser un número entero',
  pageRange: 'La página debe estar entre 1 y 1 000 000',
  limitInvalid: 'El límite debe ser un número entero',
  limitRange: 'El límite debe estar entre 1 y 100',
  statsKindInvalid: 'Solo se pueden contar posts, páginas o categorías',
  searchTooLong: (max: number) => `La búsqueda no puede superar los ${max} caracteres`,
} as const;
