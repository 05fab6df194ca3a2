import { catalogueTexts } from './catalogue-texts';

test('the result count is written the German way, with a thousands dot, as the paging line below it', () => {
  expect(catalogueTexts.count(1)).toBe('1 Produkt gefunden');
  expect(catalogueTexts.count(24)).toBe('24 Produkte gefunden');
  expect(catalogueTexts.count(3552)).toBe('3.552 Produkte gefunden');
});
