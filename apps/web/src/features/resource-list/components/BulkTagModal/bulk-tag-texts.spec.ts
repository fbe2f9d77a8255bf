import { applyLocale } from '../../../../i18n';
import { bulkTagTexts } from './bulk-tag-texts';

describe('bulkTagTexts', () => {
  afterEach(() => applyLocale('en'));

  it('writes Superset’s English sentences, with the singular for one object', () => {
    expect(bulkTagTexts('chart').tagged(2)).toBe('Tagged 2 charts');
    expect(bulkTagTexts('dataset').adding(3)).toBe('You are adding tags to 3 datasets');
    expect(bulkTagTexts('dashboard').tagged(1)).toBe('Tagged 1 dashboard');
    expect(bulkTagTexts('query').adding(1)).toBe('You are adding tags to 1 saved query');
    expect(bulkTagTexts('query').tagged(4)).toBe('Tagged 4 saved queries');
  });

  it('lets French agree the noun and participle with the number and gender', async () => {
    await applyLocale('fr');
    expect(bulkTagTexts('chart').tagged(1)).toBe('1 graphique étiqueté');
    expect(bulkTagTexts('chart').tagged(3)).toBe('3 graphiques étiquetés');
    expect(bulkTagTexts('query').tagged(2)).toBe('2 requêtes enregistrées étiquetées');
    expect(bulkTagTexts('dashboard').adding(2)).toBe('Vous ajoutez des étiquettes à 2 tableaux de bord');
  });

  it('gives Russian its three counted forms (1, 2–4, 5 and more)', async () => {
    await applyLocale('ru');
    expect(bulkTagTexts('chart').tagged(1)).toBe('Теги добавлены к 1 диаграмме');
    expect(bulkTagTexts('chart').tagged(21)).toBe('Теги добавлены к 21 диаграмме');
    expect(bulkTagTexts('dataset').adding(3)).toBe('Вы добавляете теги к 3 датасетам');
    expect(bulkTagTexts('query').tagged(5)).toBe('Теги добавлены к 5 сохранённым запросам');
  });
});
