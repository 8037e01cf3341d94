/**
 * Reference Works Cited entries from published MLA 9th-edition guides (test data for mla-citation.test.ts).
 * `expected` marks italics with *asterisks*; straight double quotes stand for the guides' curly quotes.
 * Inputs are what a visitor would type into the form (natural-order names, written or ISO dates, full URLs).
 * Where a guide example carries an element this form has no field for (a database as second container, an
 * optional access date on a dated page), that element was dropped from `expected`; such cases say "adapted".
 */
import type { MlaRequest } from "./contract";

interface ReferenceCitation {
  source: string;
  input: MlaRequest;
  expected: string;
  accessDate?: string;
}

const PURDUE_BOOKS = "Purdue OWL, MLA Works Cited Page: Books (MLA 9)";
const PURDUE_PERIODICALS = "Purdue OWL, MLA Works Cited: Periodicals (MLA 9)";
const PURDUE_ELECTRONIC = "Purdue OWL, MLA Works Cited: Electronic Sources (MLA 9)";

export const REFERENCE_CITATIONS: ReferenceCitation[] = [
  // ---- Books ----
  {
    source: PURDUE_BOOKS,
    input: {
      sourceType: "book",
      author: "Patricia Henley",
      title: "The Hummingbird House",
      website: "MacMurray",
      date: "1999",
    },
    expected: "Henley, Patricia. *The Hummingbird House*. MacMurray, 1999.",
  },
  {
    source: PURDUE_BOOKS,
    input: {
      sourceType: "book",
      author: "Paula Gillespie and Neal Lerner",
      title: "The Allyn and Bacon Guide to Peer Tutoring",
      website: "Allyn and Bacon",
      date: "2000",
    },
    expected: "Gillespie, Paula, and Neal Lerner. *The Allyn and Bacon Guide to Peer Tutoring*. Allyn and Bacon, 2000.",
  },
  {
    source: "Monmouth University, MLA 9 Works Cited (book with three or more authors); publisher typed in full",
    input: {
      sourceType: "book",
      author: "Anne Frances Wysocki, Johndan Johnson-Eilola, Cynthia L. Selfe, and Geoffrey Sirc",
      title: "Writing New Media: Theory and Applications for Expanding the Teaching of Composition",
      website: "Utah State University Press",
      date: "2004",
    },
    expected:
      "Wysocki, Anne Frances, et al. *Writing New Media: Theory and Applications for Expanding the Teaching of Composition*. Utah State UP, 2004.",
  },
  {
    source: `${PURDUE_BOOKS} (corporate author)`,
    input: {
      sourceType: "book",
      author: "American Allergy Association",
      title: "Allergies in Children",
      website: "Random House",
      date: "1998",
    },
    expected: "American Allergy Association. *Allergies in Children*. Random House, 1998.",
  },
  {
    source: `${PURDUE_BOOKS} (book with no author)`,
    input: { sourceType: "book", title: "Encyclopedia of Indiana", website: "Somerset", date: "1993" },
    expected: "*Encyclopedia of Indiana*. Somerset, 1993.",
  },
  {
    source: PURDUE_BOOKS,
    input: {
      sourceType: "book",
      author: "Kenneth Burke",
      title: "A Grammar of Motives",
      website: "Prentice-Hall",
      date: "1945",
    },
    expected: "Burke, Kenneth. *A Grammar of Motives*. Prentice-Hall, 1945.",
  },
  {
    source: "Monmouth University, MLA 9 Works Cited (book with one author)",
    input: {
      sourceType: "book",
      author: "Katherine Hayles",
      title: "My Mother Was a Computer: Digital Subjects and Literary Texts",
      website: "U of Chicago",
      date: "2005",
    },
    expected: "Hayles, Katherine. *My Mother Was a Computer: Digital Subjects and Literary Texts*. U of Chicago, 2005.",
  },
  {
    source: "University of Hawai'i Honolulu CC Library, MLA 9 (book by two authors)",
    input: {
      sourceType: "book",
      author: "Rosaly Byrd & Laurèn DeMates",
      title: "Sustainability Made Simple: Small Changes for Big Impact",
      website: "Rowman & Littlefield",
      date: "2017",
    },
    expected:
      "Byrd, Rosaly, and Laurèn DeMates. *Sustainability Made Simple: Small Changes for Big Impact*. Rowman & Littlefield, 2017.",
  },
  {
    source: "University of Hawai'i Honolulu CC Library, MLA 9 (book by one author)",
    input: {
      sourceType: "book",
      author: "Owens, Delia",
      title: "Where the Crawdads Sing",
      website: "Penguin Publishing Group",
      date: "2018",
    },
    expected: "Owens, Delia. *Where the Crawdads Sing*. Penguin Publishing Group, 2018.",
  },
  // ---- Scholarly journals ----
  {
    source: "MLA Handbook, 9th ed. (core elements example); UBC Library MLA 9 guide (adapted: JSTOR container dropped)",
    input: {
      sourceType: "journal",
      author: "Naomi S. Baron",
      title: "Redefining Reading: The Impact of Digital Communication Media",
      website: "PMLA",
      volume: "128",
      issue: "1",
      date: "January 2013",
      pages: "193-200",
    },
    expected:
      'Baron, Naomi S. "Redefining Reading: The Impact of Digital Communication Media." *PMLA*, vol. 128, no. 1, Jan. 2013, pp. 193-200.',
  },
  {
    source: "UBC Library, MLA 9th Edition guide (two authors; adapted: SAGE Journals container dropped)",
    input: {
      sourceType: "journal",
      author: "Edwin Mayorga, Bree Picower",
      title:
        "Active Solidarity: Centering the Demands and Vision of the Black Lives Matter Movement in Teacher Education",
      website: "Urban Education",
      volume: "53",
      issue: "2",
      date: "2017",
      pages: "212-30",
    },
    expected:
      'Mayorga, Edwin, and Bree Picower. "Active Solidarity: Centering the Demands and Vision of the Black Lives Matter Movement in Teacher Education." *Urban Education*, vol. 53, no. 2, 2017, pp. 212-30.',
  },
  {
    source: "UBC Library, MLA 9th Edition guide (three or more authors; adapted: database container dropped)",
    input: {
      sourceType: "journal",
      author: "Milagros Castillo-Montoya et al.",
      title: "Racially Liberatory Pedagogy: A Black Lives Matter Approach to Education",
      website: "International Journal of Qualitative Studies in Education",
      volume: "vol. 32",
      issue: "no. 9",
      date: "2019",
      pages: "1125–45",
    },
    expected:
      'Castillo-Montoya, Milagros, et al. "Racially Liberatory Pedagogy: A Black Lives Matter Approach to Education." *International Journal of Qualitative Studies in Education*, vol. 32, no. 9, 2019, pp. 1125-45.',
  },
  {
    source: "University of Nevada, Reno Libraries, MLA 9 citation guide (journal article)",
    input: {
      sourceType: "journal",
      author: "Eyun-Jung Ki",
      title: "A Measure of Relationship Cultivation Strategies",
      website: "Journal of Public Relations Research",
      volume: "21",
      issue: "1",
      date: "2009",
      pages: "1-24",
    },
    expected:
      'Ki, Eyun-Jung. "A Measure of Relationship Cultivation Strategies." *Journal of Public Relations Research*, vol. 21, no. 1, 2009, pp. 1-24.',
  },
  {
    source: PURDUE_PERIODICALS,
    input: {
      sourceType: "journal",
      author: "Alaknanda Bagchi",
      title: "Conflicting Nationalisms: The Voice of the Subaltern in Mahasweta Devi's Bashai Tudu",
      website: "Tulsa Studies in Women's Literature",
      volume: "15",
      issue: "1",
      date: "1996",
      pages: "41-50",
    },
    expected:
      "Bagchi, Alaknanda. \"Conflicting Nationalisms: The Voice of the Subaltern in Mahasweta Devi's Bashai Tudu.\" *Tulsa Studies in Women's Literature*, vol. 15, no. 1, 1996, pp. 41-50.",
  },
  {
    source:
      "Capilano University Library, MLA journals guide (adapted to MLA 9: database dropped, DOI as https://doi.org/, page range shortened per the Handbook rule for numbers above 99)",
    input: {
      sourceType: "journal",
      author: "Jorge Guillen",
      title:
        "Does Financial Openness Matter in the Relationship Between Financial Development and Income Distribution in Latin America?",
      website: "Emerging Markets Finance & Trade",
      volume: "52",
      issue: "5",
      date: "2016",
      pages: "1145-1155",
      url: "doi:10.1080/1540496X.2015.1046337",
    },
    expected:
      'Guillen, Jorge. "Does Financial Openness Matter in the Relationship Between Financial Development and Income Distribution in Latin America?" *Emerging Markets Finance & Trade*, vol. 52, no. 5, 2016, pp. 1145-55, https://doi.org/10.1080/1540496X.2015.1046337.',
  },
  {
    source: `${PURDUE_ELECTRONIC} (article in an online-only journal; adapted: optional access date dropped)`,
    input: {
      sourceType: "journal",
      author: "Nadine Dolby",
      title: "Research in Youth Culture and Policy: Current Conditions and Future Directions",
      website: "Social Work and Society: The International Online-Only Journal",
      volume: "6",
      issue: "2",
      date: "2008",
      url: "http://www.socwork.net/sws/article/view/60/362",
    },
    expected:
      'Dolby, Nadine. "Research in Youth Culture and Policy: Current Conditions and Future Directions." *Social Work and Society: The International Online-Only Journal*, vol. 6, no. 2, 2008, www.socwork.net/sws/article/view/60/362.',
  },
  // ---- Magazines and newspapers ----
  {
    source: `${PURDUE_PERIODICALS} (magazine)`,
    input: {
      sourceType: "article",
      author: "James Poniewozik",
      title: "TV Makes a Too-Close Call",
      website: "Time",
      date: "November 20, 2000",
      pages: "70-71",
    },
    expected: 'Poniewozik, James. "TV Makes a Too-Close Call." *Time*, 20 Nov. 2000, pp. 70-71.',
  },
  {
    source: `${PURDUE_PERIODICALS} (monthly magazine)`,
    input: {
      sourceType: "article",
      author: "Dana Buchman",
      title: "A Special Education",
      website: "Good Housekeeping",
      date: "2006-03",
      pages: "143-48",
    },
    expected: 'Buchman, Dana. "A Special Education." *Good Housekeeping*, Mar. 2006, pp. 143-48.',
  },
  {
    source: `${PURDUE_PERIODICALS} (newspaper)`,
    input: {
      sourceType: "article",
      author: "Bill Brubaker",
      title: "New Health Center Targets County's Uninsured Patients",
      website: "Washington Post",
      date: "2007-05-24",
      pages: "LZ01",
    },
    expected:
      'Brubaker, Bill. "New Health Center Targets County\'s Uninsured Patients." *Washington Post*, 24 May 2007, p. LZ01.',
  },
  {
    source: `${PURDUE_ELECTRONIC} (article in an online magazine)`,
    input: {
      sourceType: "article",
      author: "Joshua Green",
      title: "The Rove Presidency",
      website: "The Atlantic",
      date: "September 2007",
      url: "https://www.theatlantic.com/magazine/archive/2007/09/the-rove-presidency/306136/",
    },
    expected:
      'Green, Joshua. "The Rove Presidency." *The Atlantic*, Sept. 2007, www.theatlantic.com/magazine/archive/2007/09/the-rove-presidency/306136/.',
  },
  {
    source: "MLA Style Center, works-cited examples (online magazine article)",
    input: {
      sourceType: "article",
      author: "Michael Salter",
      title: "The Problem with a Fight against Toxic Masculinity",
      website: "The Atlantic",
      date: "27 February 2019",
      url: "https://www.theatlantic.com/health/archive/2019/02/toxic-masculinity-history/583411/",
    },
    expected:
      'Salter, Michael. "The Problem with a Fight against Toxic Masculinity." *The Atlantic*, 27 Feb. 2019, www.theatlantic.com/health/archive/2019/02/toxic-masculinity-history/583411/.',
  },
  // ---- Web pages ----
  {
    source: "MLA Handbook, 9th ed. (blog post on a website)",
    input: {
      sourceType: "website",
      author: "Stefanie Hollmichel",
      title: "The Reading Brain: Differences between Digital and Print",
      website: "So Many Books",
      date: "April 25, 2013",
      url: "https://somanybooklovers.wordpress.com/2013/04/25/the-reading-brain-differences-between-digital-and-print/",
    },
    expected:
      'Hollmichel, Stefanie. "The Reading Brain: Differences between Digital and Print." *So Many Books*, 25 Apr. 2013, somanybooklovers.wordpress.com/2013/04/25/the-reading-brain-differences-between-digital-and-print/.',
  },
  {
    source: `${PURDUE_ELECTRONIC} (web page with no author)`,
    input: {
      sourceType: "website",
      title: "Athlete's Foot - Topic Overview",
      website: "WebMD",
      date: "2014-09-25",
      url: "https://www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview",
    },
    expected:
      '"Athlete\'s Foot - Topic Overview." *WebMD*, 25 Sept. 2014, www.webmd.com/skin-problems-and-treatments/tc/athletes-foot-topic-overview.',
  },
  {
    source: `${PURDUE_ELECTRONIC} (undated web page: access date)`,
    input: {
      sourceType: "website",
      author: "Susan Lundman",
      title: "How to Make Vegetarian Chili",
      website: "eHow",
      url: "http://www.ehow.com/how_10727_make-vegetarian-chili.html",
      accessDate: "2015-07-06",
    },
    expected:
      'Lundman, Susan. "How to Make Vegetarian Chili." *eHow*, www.ehow.com/how_10727_make-vegetarian-chili.html. Accessed 6 July 2015.',
  },
  {
    source: `${PURDUE_ELECTRONIC} (article on a website; adapted: optional access date dropped)`,
    input: {
      sourceType: "website",
      author: "Mark Bernstein",
      title: "10 Tips on Writing the Living Web",
      website: "A List Apart: For People Who Make Websites",
      date: "16 August 2002",
      url: "https://alistapart.com/article/writeliving",
    },
    expected:
      'Bernstein, Mark. "10 Tips on Writing the Living Web." *A List Apart: For People Who Make Websites*, 16 Aug. 2002, alistapart.com/article/writeliving.',
  },
  {
    source: "MLA Handbook (organisation as author and publisher: the author is omitted)",
    input: {
      sourceType: "website",
      author: "Modern Language Association",
      title: "Guidelines for Editors of Scholarly Editions",
      website: "Modern Language Association",
      date: "June 29, 2011",
      url: "https://www.mla.org/Resources/Guidelines-for-Editors-of-Scholarly-Editions",
    },
    expected:
      '"Guidelines for Editors of Scholarly Editions." *Modern Language Association*, 29 June 2011, www.mla.org/Resources/Guidelines-for-Editors-of-Scholarly-Editions.',
  },
];
