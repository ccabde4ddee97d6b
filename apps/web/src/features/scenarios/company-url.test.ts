import { describe, expect, it } from 'vitest';
import { AppError } from '@rehearse/domain';
import { companyUrlState, readScrapeAnswer, ScrapeFailure, scrapeFailureMessage, scrapeTexts } from './company-url';

describe('companyUrlState', () => {
  it('is empty, invalid or valid', () => {
    expect(companyUrlState('  ')).toBe('empty');
    expect(companyUrlState('acme')).toBe('invalid');
    expect(companyUrlState('acme.com')).toBe('valid');
    expect(companyUrlState('javascript:alert(1)')).toBe('invalid');
    expect(companyUrlState(' https://acme.example ')).toBe('valid');
    expect(companyUrlState('http://localhost:8080/about')).toBe('valid');
  });
});

describe('readScrapeAnswer', () => {
  it('returns the profile and the analysed address, else the address asked for', () => {
    expect(
      readScrapeAnswer(
        { success: true, data: { url: 'https://acme.example/', ai_generated_profile: 'Acme sells...' } },
        'https://acme.example',
      ),
    ).toEqual({ url: 'https://acme.example/', profile: 'Acme sells...' });
    expect(readScrapeAnswer({ success: true, data: { url: '', ai_generated_profile: 'P' } }, 'https://a.example')).toEqual({
      url: 'https://a.example',
      profile: 'P',
    });
  });

  it("fails with the spec's text when the profile is blank", () => {
    expect(() =>
      readScrapeAnswer({ success: true, data: { url: 'https://a.example', ai_generated_profile: ' ' } }, 'https://a.example'),
    ).toThrow(new ScrapeFailure('No data returned from URL scraping'));
  });
});

describe('scrapeFailureMessage', () => {
  it('explains a server or connection that failed before answering', () => {
    expect(scrapeFailureMessage(new AppError('unavailable', 'Network error. Please check your connection and try again.'))).toBe(
      scrapeTexts.functionError,
    );
    expect(scrapeFailureMessage(new AppError('internal', 'An unexpected error occurred. Please try again.'))).toBe(
      scrapeTexts.functionError,
    );
  });

  it("gives the server's reason for a refused or failed analysis", () => {
    expect(scrapeFailureMessage(new AppError('scrape_failed', 'The website took too long to answer'))).toBe(
      'The website took too long to answer',
    );
    expect(scrapeFailureMessage(new AppError('scrape_failed', 'No data returned from URL scraping'))).toBe(
      'No data returned from URL scraping',
    );
    expect(scrapeFailureMessage(new AppError('url_not_allowed', 'This address is not allowed'))).toBe('This address is not allowed');
    expect(scrapeFailureMessage(new AppError('validation_failed', 'Validation failed', { url: 'URL is required' }))).toBe(
      'URL is required',
    );
    expect(scrapeFailureMessage(new AppError('bad_request', ''))).toBe('Failed to scrape URL');
  });

  it('keeps the texts of an unsuccessful answer and falls back for anything else', () => {
    expect(scrapeFailureMessage(new ScrapeFailure('No data returned from URL scraping'))).toBe('No data returned from URL scraping');
    expect(scrapeFailureMessage(new TypeError('boom'))).toBe('Failed to scrape company data');
  });
});
