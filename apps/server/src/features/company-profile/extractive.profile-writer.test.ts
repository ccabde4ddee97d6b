import { describe, expect, it } from 'vitest';
import { ABOUT_HTML, CUSTOMERS_HTML, HOME_HTML } from '../../test/company-site';
import { writeExtractiveProfile } from './extractive.profile-writer';
import { digestPage } from './page-digest';
import { PROFILE_MAX } from './profile-writer';

const site = {
  url: 'https://www.northwind.example/',
  pages: [
    digestPage(HOME_HTML, 'https://www.northwind.example/'),
    digestPage(ABOUT_HTML, 'https://www.northwind.example/about'),
    digestPage(CUSTOMERS_HTML, 'https://www.northwind.example/customers'),
  ],
};

describe('extractive profile writer', () => {
  it('reads like a briefing: who they are, what they do, signals of their needs, from the pages', () => {
    const profile = writeExtractiveProfile(site);
    expect(profile.startsWith('Northwind Freight (northwind.example)\nWho they are: Northwind Freight runs 120 trucks')).toBe(true);
    expect(profile).toContain('What they focus on: Chilled freight you can set your watch by; Cold-chain logistics for supermarkets');
    expect(profile).toContain('Signals about their needs and priorities:');
    expect(profile).toMatch(/expanding into Scotland|hiring 40 new drivers|cut fuel use/);
    expect(profile).toContain('Source: their website (/, /about, /customers).');
    expect(profile).not.toMatch(/[<>]|cookies|newsletter/);
  });

  it('stays within 2000 characters whatever the site says', () => {
    const paragraphs = Array.from(
      { length: 60 },
      (_, index) => `We are growing our cloud platform for customers in market number ${index} with a focus on cost and security.`,
    );
    const profile = writeExtractiveProfile({
      url: 'https://big.example/',
      pages: [{ url: 'https://big.example/', description: 'd'.repeat(1500), headings: ['h'.repeat(140)], paragraphs, links: [] }],
    });
    expect(profile.length).toBeLessThanOrEqual(PROFILE_MAX);
    expect(profile).toContain('Who they are:');
  });

  it('still says something useful about a site with almost no text', () => {
    const profile = writeExtractiveProfile({
      url: 'https://tiny.example/',
      pages: [{ url: 'https://tiny.example/', headings: ['Tiny Co'], paragraphs: [], links: [] }],
    });
    expect(profile).toContain('tiny.example');
    expect(profile).toContain('none stated on the site; ask about their current priorities');
  });
});
