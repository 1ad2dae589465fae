export const userUuid = '9a8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';

/** A flat inline picture, so stories need no network. */
export const uploadedPicture = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'><rect width='64' height='64' fill='#0e7490'/><circle cx='32' cy='26' r='12' fill='#cffafe'/></svg>",
)}`;

export const pngFile = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'retrato.png', { type: 'image/png' });
