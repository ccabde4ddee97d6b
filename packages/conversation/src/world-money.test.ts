import { describe, expect, it } from 'vitest';
import { plainCurrencies, readQuantities } from './quantities';

const money = (text: string) =>
  readQuantities(text)
    .quantities.filter((quantity) => quantity.kind === 'money')
    .map((quantity) => [quantity.value, quantity.unit]);

describe('amounts as the world types them', () => {
  it('reads digits grouped by spaces, apostrophes and, next to a currency, full stops', () => {
    expect(money('Thanks for the quote (PLN 196 000 year one).')).toEqual([[196_000, 'zlotys']]);
    expect(money("Daniela signs alone up to CHF 40'000 per year.")).toEqual([[40_000, 'francs']]);
    expect(money('R$ 1.150 per school per month, R$ 9.000 one-time setup')).toEqual([
      [1_150, 'reals'],
      [9_000, 'reals'],
    ]);
    expect(money('Budget 85.000 € im Jahr')).toEqual([[85_000, 'euros']]);
  });

  it('reads scale words and characters: tys., mln, mil, lakh, crore, 万, 억', () => {
    expect(money('my limit is 150 tys. zł netto per year')).toEqual([[150_000, 'zlotys']]);
    expect(money('we can do 1,1 mln zł')).toEqual([[1_100_000, 'zlotys']]);
    expect(money('She can approve up to R$ 120 mil per year herself')).toEqual([[120_000, 'reals']]);
    expect(money('It costs $2 mil a year')).toEqual([[2_000_000, 'dollars']]);
    expect(money('Rs. 45,000 per month, ₹12 lakh a year')).toEqual([
      [45_000, 'rupees'],
      [1_200_000, 'rupees'],
    ]);
    expect(money('Matsuda can approve up to 500万円 himself')).toEqual([[5_000_000, 'yen']]);
    expect(money('my limit is 2억 원')).toEqual([[200_000_000, 'won']]);
  });

  it('reads currencies by code, symbol or local abbreviation, before or after the amount', () => {
    expect(money('I can approve KSh 500,000 for the year')).toEqual([[500_000, 'shillings']]);
    expect(money('up to ₱3.5M a year')).toEqual([[3_500_000, 'pesos']]);
    expect(money('budget MXN 1.2 M')).toEqual([[1_200_000, 'pesos']]);
    expect(money('R4,7 million and R500 000')).toEqual([
      [4_700_000, 'rand'],
      [500_000, 'rand'],
    ]);
    expect(money('What if we did 140 thousand złoty for year one?')).toEqual([[140_000, 'zlotys']]);
  });

  it('leaves phone numbers, years, codes that are words and single letters alone', () => {
    expect(plainCurrencies('TOP 10 priorities for Q3 2025, call 0161 496 0000 or +254 712 345 418')).toBe(
      'TOP 10 priorities for Q3 2025, call 0161 496 0000 or +254 712 345 418',
    );
    expect(money('ALL 3 sites and TRY 2 weeks')).toEqual([]);
  });
});
