/** The viewport option of `.storybook/preview.tsx` for a 375 px phone. */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile375', isRotated: false } } as const;
