/**
 * MLA Handbook, 9th edition: one case per rule, written for this project (not copied from a guide). Each case names
 * the rule it covers; `expected` marks italics with *asterisks*. Inputs use the newer optional fields (author rows,
 * container, publisher, edition, DOI...) as the form sends them, and the first form's fields where noted.
 */
import { describe, expect, it } from "vitest";
import { mlaMessages, mlaRequest, type MlaRequest } from "./contract";
import { formatCitation, formatEdition, formatPages, formatPublisher, looksNonEnglish } from "./mla-citation.engine";

const NOW = new Date("2026-11-21T12:00:00Z");
const marked = (input: MlaRequest) =>
  formatCitation(mlaRequest.parse(input), NOW)
    .parts.map((p) => (p.italic ? `*${p.text}*` : p.text))
    .join("");

type Role = "author" | "editor" | "translator" | "director" | "performer" | "uploader";
const person = (first: string, last: string, role: Role = "author") => ({ first, last, role });
const org = (organization: string) => ({ organization, role: "author" as const });

interface RuleCase {
  rule: string;
  input: MlaRequest;
  expected: string;
}

const CASES: RuleCase[] = [
  {
    rule: "2.1.1 one author: Last, First",
    input: {
      sourceType: "book",
      contributors: [person("Octavia E.", "Butler")],
      title: "Kindred",
      publisher: "Beacon Press",
      date: "2003",
    },
    expected: "Butler, Octavia E. *Kindred*. Beacon Press, 2003.",
  },
  {
    rule: "2.1.1 two authors: the second in natural order after 'and'",
    input: {
      sourceType: "book",
      contributors: [person("Ann", "Lee"), person("Bo", "Kim")],
      title: "City Trees",
      publisher: "Island Press",
      date: "2019",
    },
    expected: "Lee, Ann, and Bo Kim. *City Trees*. Island Press, 2019.",
  },
  {
    rule: "2.1.1 three or more authors: first author, et al.",
    input: {
      sourceType: "journal",
      contributors: [person("Ana", "Pérez"), person("Tom", "Li"), person("Sara", "Okafor")],
      title: "Soil carbon under cover crops",
      container: "Journal of Soil Science",
      volume: "12",
      issue: "4",
      date: "2021",
      pages: "1124-1131",
      doi: "10.1000/jss.2021.004",
    },
    expected:
      'Pérez, Ana, et al. "Soil Carbon under Cover Crops." *Journal of Soil Science*, vol. 12, no. 4, 2021, pp. 1124-31, https://doi.org/10.1000/jss.2021.004.',
  },
  {
    rule: "2.1.3 corporate author that is also the publisher: begin with the title",
    input: {
      sourceType: "book",
      contributors: [org("American Psychological Association")],
      title: "Publication Manual of the American Psychological Association",
      edition: "7",
      publisher: "American Psychological Association",
      date: "2020",
    },
    expected:
      "*Publication Manual of the American Psychological Association*. 7th ed., American Psychological Association, 2020.",
  },
  {
    rule: "2.1.3 corporate author, not inverted (free-text author field)",
    input: {
      sourceType: "report",
      author: "United Nations Environment Programme",
      title: "Global Environment Outlook 6",
      website: "Cambridge University Press",
      date: "2019",
    },
    expected: "United Nations Environment Programme. *Global Environment Outlook 6*. Cambridge UP, 2019.",
  },
  {
    rule: "2.1.3 an organisation whose name contains 'and' is one author",
    input: {
      sourceType: "website",
      author: "National Aeronautics and Space Administration",
      title: "How do we know the climate is changing?",
      website: "NASA Science",
      date: "2024-03-15",
      url: "https://science.nasa.gov/climate-change/evidence/",
    },
    expected:
      'National Aeronautics and Space Administration. "How Do We Know the Climate Is Changing?" *NASA Science*, 15 Mar. 2024, science.nasa.gov/climate-change/evidence/.',
  },
  {
    rule: "2.1.1 Spanish two-part surname kept together (free-text field)",
    input: {
      sourceType: "book",
      author: "Gabriel García Márquez",
      title: "Cien años de soledad",
      website: "Editorial Sudamericana",
      date: "1967",
    },
    expected: "García Márquez, Gabriel. *Cien años de soledad*. Editorial Sudamericana, 1967.",
  },
  {
    rule: "2.1.1 compound surname entered in the last-name box",
    input: {
      sourceType: "book",
      contributors: [person("Mario", "Vargas Llosa")],
      title: "La ciudad y los perros",
      publisher: "Seix Barral",
      date: "1963",
    },
    expected: "Vargas Llosa, Mario. *La ciudad y los perros*. Seix Barral, 1963.",
  },
  {
    rule: "1.2 name particles in lower case follow the given name",
    input: { sourceType: "book", author: "Ludwig van Beethoven", title: "Letters", website: "Dover", date: "1972" },
    expected: "Beethoven, Ludwig van. *Letters*. Dover, 1972.",
  },
  {
    rule: "1.2 a lower-case particle typed in the last-name box still follows the given name",
    input: {
      sourceType: "book",
      contributors: [person("Vincent", "van Gogh")],
      title: "The letters of Vincent van Gogh",
      publisher: "Penguin Classics",
      date: "1998",
    },
    expected: "Gogh, Vincent van. *The Letters of Vincent van Gogh*. Penguin Classics, 1998.",
  },
  {
    rule: "2.1.1 a suffix typed in the last-name box: Last, First, Jr.",
    input: {
      sourceType: "book",
      contributors: [person("Henry Louis", "Gates Jr."), person("Nellie Y.", "McKay")],
      title: "The Norton Anthology of African American Literature",
      publisher: "W. W. Norton",
      date: "1997",
    },
    expected:
      "Gates, Henry Louis, Jr., and Nellie Y. McKay. *The Norton Anthology of African American Literature*. W. W. Norton, 1997.",
  },
  {
    rule: "2.1.3 a company name ending in 'Inc.' is an organisation and keeps its period once",
    input: {
      sourceType: "website",
      author: "About Inc.",
      title: "How to clean a cast iron pan",
      website: "The Spruce",
      date: "2023-02-10",
      url: "https://www.thespruce.com/clean-cast-iron",
    },
    expected:
      'About Inc. "How to Clean a Cast Iron Pan." *The Spruce*, 10 Feb. 2023, www.thespruce.com/clean-cast-iron.',
  },
  {
    rule: "2.1.1 suffixes: Last, First, Jr.",
    input: {
      sourceType: "book",
      author: "Martin Luther King Jr.",
      title: "Why we can't wait",
      website: "Signet Classics",
      date: "2000",
    },
    expected: "King, Martin Luther, Jr. *Why We Can't Wait*. Signet Classics, 2000.",
  },
  {
    rule: "2.3 translator of a book: 'Translated by' after the title",
    input: {
      sourceType: "book",
      contributors: [person("Gabriel", "García Márquez"), person("Gregory", "Rabassa", "translator")],
      title: "One Hundred Years of Solitude",
      publisher: "Harper Perennial",
      date: "2006",
    },
    expected:
      "García Márquez, Gabriel. *One Hundred Years of Solitude*. Translated by Gregory Rabassa, Harper Perennial, 2006.",
  },
  {
    rule: "2.3 translator and edition together: contributors, then edition, then publisher",
    input: {
      sourceType: "book",
      contributors: [person("Homer", ""), person("Emily", "Wilson", "translator")],
      title: "The Odyssey",
      edition: "second edition",
      publisher: "W. W. Norton",
      date: "2020",
    },
    expected: "Homer. *The Odyssey*. Translated by Emily Wilson, 2nd ed., W. W. Norton, 2020.",
  },
  {
    rule: "2.1.4 editor in the author position: Last, First, editor",
    input: {
      sourceType: "book",
      contributors: [person("Peter", "Buchanan", "editor")],
      title: "Renzo Piano Building Workshop",
      publisher: "Phaidon",
      date: "2000",
    },
    expected: "Buchanan, Peter, editor. *Renzo Piano Building Workshop*. Phaidon, 2000.",
  },
  {
    rule: "2.1.4 two editors: editors",
    input: {
      sourceType: "book",
      contributors: [person("Sarah", "Lindsay", "editor"), person("Tom", "Reid", "editor")],
      title: "Coastal Voices",
      publisher: "Harbor Books",
      date: "2015",
    },
    expected: "Lindsay, Sarah, and Tom Reid, editors. *Coastal Voices*. Harbor Books, 2015.",
  },
  {
    rule: "2.2 + 2.6: a chapter in an edited book: quoted title, italic book, 'edited by', pages",
    input: {
      sourceType: "chapter",
      contributors: [person("Muriel", "Harris")],
      title: "Talk to Me: Engaging Reluctant Writers",
      container: "A Tutor's Guide: Helping Writers One to One",
      containerEditors: "Ben Rafoth",
      publisher: "Heinemann",
      date: "2000",
      pages: "24-34",
    },
    expected:
      'Harris, Muriel. "Talk to Me: Engaging Reluctant Writers." *A Tutor\'s Guide: Helping Writers One to One*, edited by Ben Rafoth, Heinemann, 2000, pp. 24-34.',
  },
  {
    rule: "2.133 page ranges above 99 keep the last two digits of the second number",
    input: {
      sourceType: "journal",
      author: "John N. Duvall",
      title: "The Supermarketplace of Images",
      container: "Arizona Quarterly",
      volume: "50",
      issue: "3",
      date: "1994",
      pages: "127-153",
    },
    expected:
      'Duvall, John N. "The Supermarketplace of Images." *Arizona Quarterly*, vol. 50, no. 3, 1994, pp. 127-53.',
  },
  {
    rule: "2.133 a single page: p.",
    input: {
      sourceType: "article",
      author: "Lena Ortiz",
      title: "Ferry fares rise again",
      container: "The Island Times",
      date: "3 May 2023",
      pages: "7",
    },
    expected: 'Ortiz, Lena. "Ferry Fares Rise Again." *The Island Times*, 3 May 2023, p. 7.',
  },
  {
    rule: "2.4 + 2.5: web page in a website with a different publisher",
    input: {
      sourceType: "website",
      author: "Kim Nguyen",
      title: "Growing tomatoes in containers",
      container: "Garden Notes",
      publisher: "Riverside Horticultural Society",
      date: "June 2022",
      url: "https://gardennotes.example.org/tomatoes",
    },
    expected:
      'Nguyen, Kim. "Growing Tomatoes in Containers." *Garden Notes*, Riverside Horticultural Society, June 2022, gardennotes.example.org/tomatoes.',
  },
  {
    rule: "2.5 a website whose publisher has the site's name: publisher omitted",
    input: {
      sourceType: "website",
      title: "Measles",
      container: "World Health Organization",
      publisher: "World Health Organization",
      date: "2025-07-01",
      url: "https://www.who.int/news-room/fact-sheets/detail/measles",
    },
    expected: '"Measles." *World Health Organization*, 1 July 2025, www.who.int/news-room/fact-sheets/detail/measles.',
  },
  {
    rule: "5.111 undated online work: access date at the end",
    input: {
      sourceType: "website",
      title: "Opening hours",
      container: "City Library",
      url: "https://library.example.org/hours",
    },
    expected: '"Opening Hours." *City Library*, library.example.org/hours. Accessed 21 Nov. 2026.',
  },
  {
    rule: "5.111 an access date the visitor gives is printed",
    input: {
      sourceType: "website",
      author: "Dana Park",
      title: "Trail report",
      container: "Hike Log",
      date: "2024",
      url: "https://hikelog.example/trail",
      accessed: "2025-01-09",
    },
    expected: 'Park, Dana. "Trail Report." *Hike Log*, 2024, hikelog.example/trail. Accessed 9 Jan. 2025.',
  },
  {
    rule: "2.7 online video: quoted title, italic site, date, URL",
    input: {
      sourceType: "video",
      author: "Grace Ito",
      title: "How bees see color",
      container: "YouTube",
      date: "2023-04-12",
      url: "https://www.youtube.com/watch?v=abc123",
    },
    expected: 'Ito, Grace. "How Bees See Color." *YouTube*, 12 Apr. 2023, www.youtube.com/watch?v=abc123.',
  },
  {
    rule: "2.80 a non-English title keeps the capitalisation typed (French, detected)",
    input: {
      sourceType: "book",
      author: "Marcel Proust",
      title: "À la recherche du temps perdu",
      website: "Gallimard",
      date: "1999",
    },
    expected: "Proust, Marcel. *À la recherche du temps perdu*. Gallimard, 1999.",
  },
  {
    rule: "2.80 title language chosen as 'another language'",
    input: {
      sourceType: "book",
      author: "Astrid Lindgren",
      title: "Bröderna Lejonhjärta",
      website: "Rabén & Sjögren",
      date: "1973",
      titleLanguage: "other",
    },
    expected: "Lindgren, Astrid. *Bröderna Lejonhjärta*. Rabén & Sjögren, 1973.",
  },
  {
    rule: "2.5 business words dropped from a publisher (Inc.), a company as author keeps its period once",
    input: {
      sourceType: "website",
      author: "Acme Widgets Inc.",
      title: "Safety notice",
      container: "Acme Support",
      date: "2022",
      url: "https://acme.example/safety",
    },
    expected: 'Acme Widgets Inc. "Safety Notice." *Acme Support*, 2022, acme.example/safety.',
  },
  {
    rule: "2.6 report by a government body with a different publisher",
    input: {
      sourceType: "report",
      contributors: [org("United States Department of Agriculture")],
      title: "Dietary guidelines for Americans, 2020-2025",
      edition: "9",
      publisher: "U.S. Government Publishing Office",
      date: "Dec. 2020",
    },
    expected:
      "United States Department of Agriculture. *Dietary Guidelines for Americans, 2020-2025*. 9th ed., U.S. Government Publishing Office, Dec. 2020.",
  },
];

describe("MLA 9 rules, one case each", () => {
  it("covers at least 24 rules", () => expect(CASES.length).toBeGreaterThanOrEqual(24));
  for (const c of CASES) {
    it(c.rule, () => expect(marked(c.input)).toBe(c.expected));
  }
});

describe("dates are validated with a clear message (2.5: a publication date is a date)", () => {
  it("refuses text that is not a date and accepts every form a person types", () => {
    const bad = mlaRequest.safeParse({ title: "X", date: "sometime last year" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toBe(mlaMessages.badDate);
    for (const date of [
      "2024",
      "March 2024",
      "5 March 2024",
      "March 5, 2024",
      "2024-03-05",
      "03/05/2024",
      "spring 2020",
      "2019-2020",
      "Accessed 5 May 2020",
    ]) {
      expect(mlaRequest.safeParse({ title: "X", date }).success, date).toBe(true);
    }
    expect(mlaRequest.safeParse({ title: "X", accessed: "yesterday-ish" }).error?.issues[0]?.message).toBe(
      mlaMessages.badAccessDate,
    );
  });
});

describe("helpers", () => {
  it("shortens page ranges per 2.133", () => {
    expect(formatPages("1124-1131")).toBe("pp. 1124-31");
    expect(formatPages("1608-1774")).toBe("pp. 1608-774");
    expect(formatPages("98-101")).toBe("pp. 98-101");
    expect(formatPages("321-328")).toBe("pp. 321-28");
    expect(formatPages("1-9")).toBe("pp. 1-9");
    expect(formatPages("7")).toBe("p. 7");
  });
  it("writes editions as MLA does", () => {
    expect(formatEdition("2")).toBe("2nd ed.");
    expect(formatEdition("third edition")).toBe("3rd ed.");
    expect(formatEdition("11")).toBe("11th ed.");
    expect(formatEdition("revised")).toBe("Revised ed.");
    expect(formatEdition("2nd ed.")).toBe("2nd ed.");
  });
  it("tells English titles from others", () => {
    expect(looksNonEnglish("Cien años de soledad")).toBe(true);
    expect(looksNonEnglish("Der Zauberberg und die Zeit")).toBe(true);
    expect(looksNonEnglish("Why Stars Die")).toBe(false);
    expect(looksNonEnglish("The Art of War")).toBe(false);
  });
});

describe("other contributors, second containers and publishers (added for issue 12's second check)", () => {
  it("2.1.3 + 2.1.4: three editors leading the entry keep the period of et al. before 'editors'", () => {
    expect(
      marked({
        sourceType: "book",
        contributors: [
          person("Ines", "Moll", "editor"),
          person("Raj", "Patel", "editor"),
          person("Uma", "Roy", "editor"),
        ],
        title: "Harbour Towns",
        publisher: "Tide Books",
        date: "2015",
      }),
    ).toBe("Moll, Ines, et al., editors. *Harbour Towns*. Tide Books, 2015.");
  });
  it("2.3 a film: title in italics, 'Directed by', 'performances by' every performer named, then the company", () => {
    expect(
      marked({
        sourceType: "film",
        contributors: [
          person("Lena", "Ortmann", "director"),
          person("Ada", "Ruiz", "performer"),
          person("Bo", "Chen", "performer"),
          person("Cy", "Dale", "performer"),
        ],
        title: "the quiet harbour",
        publisher: "Northlight Pictures",
        date: "2011",
      }),
    ).toBe(
      "*The Quiet Harbour*. Directed by Lena Ortmann, performances by Ada Ruiz, Bo Chen, and Cy Dale, Northlight Pictures, 2011.",
    );
    // With no director, the first contributor element still opens with a capital.
    expect(
      marked({
        sourceType: "film",
        contributors: [person("Ada", "Ruiz", "performer")],
        title: "Harbour",
        publisher: "Northlight",
        date: "2011",
      }),
    ).toBe("*Harbour*. Performances by Ada Ruiz, Northlight, 2011.");
  });
  it("2.1.4 a film entered with its director as author leads with 'Last, First, director.'", () => {
    expect(
      marked({
        sourceType: "film",
        contributors: [person("Lena", "Ortmann")],
        title: "Harbour",
        publisher: "Northlight Pictures",
        date: "2011",
      }),
    ).toBe("Ortmann, Lena, director. *Harbour*. Northlight Pictures, 2011.");
  });
  it("2.4 a second container (database, streaming service) follows the first in italics and takes the location", () => {
    expect(
      marked({
        sourceType: "journal",
        contributors: [person("Ana", "Vidal")],
        title: "Tides and Towns",
        container: "Coastal Studies",
        volume: "3",
        issue: "1",
        date: "2010",
        pages: "5-19",
        platform: "JSTOR",
        url: "https://www.jstor.org/stable/123456",
      }),
    ).toBe(
      'Vidal, Ana. "Tides and Towns." *Coastal Studies*, vol. 3, no. 1, 2010, pp. 5-19. *JSTOR*, www.jstor.org/stable/123456.',
    );
    expect(
      marked({
        sourceType: "film",
        title: "Harbour",
        publisher: "Northlight",
        date: "2011",
        platform: "Kanopy",
        url: "https://www.kanopy.com/film/9",
      }),
    ).toBe("*Harbour*. Northlight, 2011. *Kanopy*, www.kanopy.com/film/9.");
  });
  it("2.3 an uploader follows the website: 'uploaded by'", () => {
    expect(
      marked({
        sourceType: "video",
        contributors: [person("Ann", "Lee"), { organization: "City Talks", role: "uploader" }],
        title: "Why Rivers Bend",
        container: "YouTube",
        date: "2020-05-04",
        url: "https://www.youtube.com/watch?v=x1",
      }),
    ).toBe('Lee, Ann. "Why Rivers Bend." *YouTube*, uploaded by City Talks, 4 May 2020, www.youtube.com/watch?v=x1.');
  });
  it("2.104 publishers: business words dropped, academic presses shortened, trade presses kept", () => {
    expect(formatPublisher("W. W. Norton & Company")).toBe("W. W. Norton");
    expect(formatPublisher("Little, Brown and Company")).toBe("Little, Brown");
    expect(formatPublisher("Houghton Mifflin Co.")).toBe("Houghton Mifflin");
    expect(formatPublisher("MIT Press")).toBe("MIT P");
    expect(formatPublisher("Johns Hopkins University Press")).toBe("Johns Hopkins UP");
    expect(formatPublisher("Penguin Press")).toBe("Penguin Press");
    expect(formatPublisher("Beacon Press")).toBe("Beacon Press");
  });
});
