import { describe, expect, it } from 'vitest';
import { ABOUT_HTML, HOME_HTML } from '../../test/company-site';
import { digestPage } from './page-digest';

describe('page digest', () => {
  const home = digestPage(HOME_HTML, 'https://www.northwind.example/');

  it('reads the name, title and description from the head', () => {
    expect(home.name).toBe('Northwind Freight');
    expect(home.title).toBe('Northwind Freight | Smarter haulage for growing fleets');
    expect(home.description).toBe('Northwind Freight runs 120 trucks moving chilled food across the North of England.');
  });

  it('keeps headings and readable text, and leaves out scripts, menus, forms and footers', () => {
    expect(home.headings).toEqual(['Chilled freight you can set your watch by', 'Cold-chain logistics for supermarkets', 'Contact us']);
    expect(home.paragraphs).toContain(
      'Our fleet is growing fast, and we are expanding into Scotland next spring with a new depot in Glasgow.',
    );
    expect(home.paragraphs).toContain('Same-night delivery across the North of England and the Midlands.');
    const text = home.paragraphs.join(' ');
    expect(text).not.toMatch(/do not read me|newsletter|cookies|Short\./);
  });

  it('finds same-site pages about the company, about first', () => {
    expect(home.links).toEqual(['https://www.northwind.example/about', 'https://www.northwind.example/customers']);
    expect(
      digestPage(
        '<a href="https://northwind.example/about-us">x</a><a href="javascript:alert(1)">about</a><a href="mailto:a@b">about</a>',
        'https://www.northwind.example/',
      ).links,
    ).toEqual(['https://northwind.example/about-us']);
  });

  it('names the site from the title when there is no og:site_name', () => {
    expect(digestPage(ABOUT_HTML, 'https://northwind.example/about').name).toBe('About');
    expect(digestPage('<p>no head at all, only a few words here</p>', 'https://x.example/')).toMatchObject({ headings: [], links: [] });
  });
});
