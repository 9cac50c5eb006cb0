/** The bar's fixed height: its space is kept while its chunk loads, so nothing shifts. */
export const DOWNLOAD_BAR_HEIGHT = '56px';
