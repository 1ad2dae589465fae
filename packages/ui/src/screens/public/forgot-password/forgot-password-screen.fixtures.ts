export const recoveryEmail = 'lucia@bitacora.es';
