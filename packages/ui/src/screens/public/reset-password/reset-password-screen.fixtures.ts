export const resetToken = 'c2VjcmV0by1kZS1wcnVlYmE';
export const newPassword = 'ñandú-2026';
