/** Test helpers of the display module (not used by the app). */

/** A square around Shenzhen: a valid GeoJSON FeatureCollection of one named polygon. */
export const SQUARE = {
  type: 'FeatureCollection',
  features: [
    {
      type: 'Feature',
      properties: { name: '审图测试区' },
      geometry: {
        type: 'Polygon',
        coordinates: [
          [
            [113.5, 22.4],
            [114.6, 22.4],
            [114.6, 22.9],
            [113.5, 22.9],
            [113.5, 22.4],
          ],
        ],
      },
    },
  ],
};
export const SQUARE_TEXT = JSON.stringify(SQUARE);
export const GEO_UPLOAD_PATH = '/api/main/display/geo/upload';
