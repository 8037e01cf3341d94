/**
 * Held-out works-cited entries in the style of library MLA 9 guides (books, chapters, journal articles with DOIs,
 * newspapers, web pages, videos, reports, translations, Spanish titles, corporate authors), written for this project
 * with the expected entry worked out from the MLA Handbook (9th ed.) before the engine was run on them. Each input
 * is what a visitor types into the form: one contributor per row, the container apart from the publisher, dates
 * and page ranges as people write them. `expected` marks italics with *asterisks*.
 */
import type { MlaRequest } from "./contract";

interface FormCitation {
  kind: string;
  input: MlaRequest;
  expected: string;
}

const person = (first: string, last: string, role: "author" | "editor" | "translator" = "author") => ({
  first,
  last,
  role,
});
const org = (organization: string) => ({ organization, role: "author" as const });
/** The page sends the visitor's today with every request; it only shows for undated online sources. */
const TODAY = "2025-02-02";

export const FORM_CITATIONS: FormCitation[] = [
  {
    kind: "book, one author",
    input: {
      sourceType: "book",
      contributors: [person("Zadie", "Smith")],
      title: "White Teeth",
      publisher: "Vintage International",
      date: "2001",
      accessDate: TODAY,
    },
    expected: "Smith, Zadie. *White Teeth*. Vintage International, 2001.",
  },
  {
    kind: "book, two authors",
    input: {
      sourceType: "book",
      contributors: [person("Jan", "Lehmann"), person("Pernille", "Vestergaard")],
      title: "urban gardens for beginners",
      publisher: "Green Leaf Press",
      date: "2019",
      accessDate: TODAY,
    },
    expected: "Lehmann, Jan, and Pernille Vestergaard. *Urban Gardens for Beginners*. Green Leaf Press, 2019.",
  },
  {
    kind: "book, three authors, edition, university press",
    input: {
      sourceType: "book",
      contributors: [person("Wayne C.", "Booth"), person("Gregory G.", "Colomb"), person("Joseph M.", "Williams")],
      title: "The Craft of Research",
      edition: "4",
      publisher: "University of Chicago Press",
      date: "2016",
      accessDate: TODAY,
    },
    expected: "Booth, Wayne C., et al. *The Craft of Research*. 4th ed., U of Chicago P, 2016.",
  },
  {
    kind: "edited book, one editor",
    input: {
      sourceType: "book",
      contributors: [person("Ana", "Rivera", "editor")],
      title: "New Essays on Climate Fiction",
      publisher: "Cambridge University Press",
      date: "2021",
      accessDate: TODAY,
    },
    expected: "Rivera, Ana, editor. *New Essays on Climate Fiction*. Cambridge UP, 2021.",
  },
  {
    kind: "edited book, two editors",
    input: {
      sourceType: "book",
      contributors: [person("Mark", "Hall", "editor"), person("Priya", "Nair", "editor")],
      title: "The Future of Reading",
      publisher: "Oxford University Press",
      date: "2018",
      accessDate: TODAY,
    },
    expected: "Hall, Mark, and Priya Nair, editors. *The Future of Reading*. Oxford UP, 2018.",
  },
  {
    kind: "chapter in an edited book",
    input: {
      sourceType: "chapter",
      contributors: [person("Naomi S.", "Baron")],
      title: "Reading in Print or Onscreen: Better, Worse, or About the Same?",
      container: "The Oxford Handbook of Reading",
      containerEditors: "Alexander Pollatsek and Rebecca Treiman",
      publisher: "Oxford University Press",
      date: "2015",
      pages: "239-255",
      accessDate: TODAY,
    },
    expected:
      'Baron, Naomi S. "Reading in Print or Onscreen: Better, Worse, or About the Same?" *The Oxford Handbook of Reading*, edited by Alexander Pollatsek and Rebecca Treiman, Oxford UP, 2015, pp. 239-55.',
  },
  {
    kind: "chapter in an edited book, one editor",
    input: {
      sourceType: "chapter",
      contributors: [person("Lan", "Nguyen")],
      title: "Water rights in the Mekong Delta",
      container: "Rivers and Power",
      containerEditors: "Tom Becker",
      publisher: "Zed Books",
      date: "2020",
      pages: "88–104",
      accessDate: TODAY,
    },
    expected:
      'Nguyen, Lan. "Water Rights in the Mekong Delta." *Rivers and Power*, edited by Tom Becker, Zed Books, 2020, pp. 88-104.',
  },
  {
    kind: "journal article with DOI, long page range",
    input: {
      sourceType: "journal",
      contributors: [person("Maria", "Keller"), person("Jonas", "Weber")],
      title: "Noise and Sleep in Dense Neighbourhoods",
      container: "Journal of Urban Health",
      volume: "98",
      issue: "3",
      date: "2021",
      pages: "1124-1131",
      doi: "10.1007/s11524-021-00512-3",
      accessDate: TODAY,
    },
    expected:
      'Keller, Maria, and Jonas Weber. "Noise and Sleep in Dense Neighbourhoods." *Journal of Urban Health*, vol. 98, no. 3, 2021, pp. 1124-31, https://doi.org/10.1007/s11524-021-00512-3.',
  },
  {
    kind: "journal article, three authors, DOI typed as a link",
    input: {
      sourceType: "journal",
      contributors: [person("Hiro", "Tanaka"), person("Lea", "Moreau"), person("Sam", "Adeyemi")],
      title: "Microplastics in Coastal Sediments",
      container: "Marine Pollution Bulletin",
      volume: "160",
      date: "November 2020",
      url: "https://doi.org/10.1016/j.marpolbul.2020.111598",
      accessDate: TODAY,
    },
    expected:
      'Tanaka, Hiro, et al. "Microplastics in Coastal Sediments." *Marine Pollution Bulletin*, vol. 160, Nov. 2020, https://doi.org/10.1016/j.marpolbul.2020.111598.',
  },
  {
    kind: "journal article, season",
    input: {
      sourceType: "journal",
      contributors: [person("Carmen", "Ortiz")],
      title: "The Novel after the Internet",
      container: "Contemporary Literature",
      volume: "61",
      issue: "2",
      date: "Summer 2020",
      pages: "145-172",
      accessDate: TODAY,
    },
    // MLA 9 writes seasons in lower case (MLA 8 capitalised them).
    expected:
      'Ortiz, Carmen. "The Novel after the Internet." *Contemporary Literature*, vol. 61, no. 2, summer 2020, pp. 145-72.',
  },
  {
    kind: "magazine article online",
    input: {
      sourceType: "article",
      contributors: [person("Elizabeth", "Kolbert")],
      title: "The Lost Art of Walking",
      container: "The New Yorker",
      date: "March 14, 2022",
      url: "https://www.newyorker.com/magazine/2022/03/14/the-lost-art-of-walking",
      accessDate: TODAY,
    },
    expected:
      'Kolbert, Elizabeth. "The Lost Art of Walking." *The New Yorker*, 14 Mar. 2022, www.newyorker.com/magazine/2022/03/14/the-lost-art-of-walking.',
  },
  {
    kind: "newspaper article in print",
    input: {
      sourceType: "article",
      contributors: [person("Rosa", "Delgado")],
      title: "City Council Approves Bike Lane Plan",
      container: "The Denver Post",
      date: "2023-06-03",
      pages: "A4",
      accessDate: TODAY,
    },
    expected: 'Delgado, Rosa. "City Council Approves Bike Lane Plan." *The Denver Post*, 3 June 2023, p. A4.',
  },
  {
    kind: "news article online, no author",
    input: {
      sourceType: "article",
      title: "Flood warnings issued for three counties",
      container: "BBC News",
      date: "12 January 2024",
      url: "https://www.bbc.com/news/uk-67950001",
      accessDate: TODAY,
    },
    expected: '"Flood Warnings Issued for Three Counties." *BBC News*, 12 Jan. 2024, www.bbc.com/news/uk-67950001.',
  },
  {
    kind: "web page with an author",
    input: {
      sourceType: "website",
      contributors: [person("Wei", "Chen")],
      title: "How to Compost in an Apartment",
      container: "Earth911",
      date: "September 8, 2021",
      url: "https://earth911.com/home-garden/apartment-composting/",
      accessDate: TODAY,
    },
    expected:
      'Chen, Wei. "How to Compost in an Apartment." *Earth911*, 8 Sept. 2021, earth911.com/home-garden/apartment-composting/.',
  },
  {
    kind: "web page, no author, no date: access date",
    input: {
      sourceType: "website",
      title: "Symptoms of Dehydration",
      container: "NHS",
      url: "https://www.nhs.uk/conditions/dehydration/",
      accessed: "2 February 2025",
      accessDate: TODAY,
    },
    expected: '"Symptoms of Dehydration." *NHS*, www.nhs.uk/conditions/dehydration/. Accessed 2 Feb. 2025.',
  },
  {
    kind: "web page by an organisation that runs the site (author omitted)",
    input: {
      sourceType: "website",
      contributors: [org("United States Environmental Protection Agency")],
      title: "Climate Change Indicators: Sea Level",
      container: "United States Environmental Protection Agency",
      date: "July 1, 2023",
      url: "https://www.epa.gov/climate-indicators/climate-change-indicators-sea-level",
      accessDate: TODAY,
    },
    expected:
      '"Climate Change Indicators: Sea Level." *United States Environmental Protection Agency*, 1 July 2023, www.epa.gov/climate-indicators/climate-change-indicators-sea-level.',
  },
  {
    kind: "report by an organisation that publishes it (author omitted)",
    input: {
      sourceType: "report",
      contributors: [org("United Nations Environment Programme")],
      title: "Emissions Gap Report 2023: Broken Record",
      publisher: "United Nations Environment Programme",
      date: "2023",
      accessDate: TODAY,
    },
    expected: "*Emissions Gap Report 2023: Broken Record*. United Nations Environment Programme, 2023.",
  },
  {
    kind: "government report, agency author, other publisher, DOI",
    input: {
      sourceType: "report",
      contributors: [org("Centers for Disease Control and Prevention")],
      title: "Health, United States, 2019",
      publisher: "National Center for Health Statistics",
      date: "2021",
      doi: "https://doi.org/10.15620/cdc:100685",
      accessDate: TODAY,
    },
    expected:
      "Centers for Disease Control and Prevention. *Health, United States, 2019*. National Center for Health Statistics, 2021, https://doi.org/10.15620/cdc:100685.",
  },
  {
    kind: "government report, author a named agency of a department",
    input: {
      sourceType: "report",
      contributors: [org("National Aeronautics and Space Administration")],
      title: "Artemis Plan: NASA's Lunar Exploration Program Overview",
      publisher: "NASA Headquarters",
      date: "September 2020",
      accessDate: TODAY,
    },
    expected:
      "National Aeronautics and Space Administration. *Artemis Plan: NASA's Lunar Exploration Program Overview*. NASA Headquarters, Sept. 2020.",
  },
  {
    kind: "online video by a channel",
    input: {
      sourceType: "video",
      contributors: [org("SciShow")],
      title: "Why Do Cats Purr?",
      container: "YouTube",
      date: "2019-04-05",
      url: "https://www.youtube.com/watch?v=abc123XYZ",
      accessDate: TODAY,
    },
    expected: 'SciShow. "Why Do Cats Purr?" *YouTube*, 5 Apr. 2019, www.youtube.com/watch?v=abc123XYZ.',
  },
  {
    kind: "online video by a person",
    input: {
      sourceType: "video",
      contributors: [person("Hank", "Green")],
      title: "the science of sleep",
      container: "YouTube",
      date: "October 18, 2021",
      url: "https://www.youtube.com/watch?v=Xy12ab34Cd",
      accessDate: TODAY,
    },
    expected: 'Green, Hank. "The Science of Sleep." *YouTube*, 18 Oct. 2021, www.youtube.com/watch?v=Xy12ab34Cd.',
  },
  {
    kind: "translated book, compound Spanish surname",
    input: {
      sourceType: "book",
      contributors: [person("Gabriel", "García Márquez"), person("Gregory", "Rabassa", "translator")],
      title: "One Hundred Years of Solitude",
      publisher: "Harper Perennial",
      date: "2006",
      accessDate: TODAY,
    },
    expected:
      "García Márquez, Gabriel. *One Hundred Years of Solitude*. Translated by Gregory Rabassa, Harper Perennial, 2006.",
  },
  {
    kind: "translated book, two translators, French name particle",
    input: {
      sourceType: "book",
      contributors: [
        person("Simone", "de Beauvoir"),
        person("Constance", "Borde", "translator"),
        person("Sheila", "Malovany-Chevallier", "translator"),
      ],
      title: "The Second Sex",
      publisher: "Vintage Books",
      date: "2011",
      accessDate: TODAY,
    },
    expected:
      "Beauvoir, Simone de. *The Second Sex*. Translated by Constance Borde and Sheila Malovany-Chevallier, Vintage Books, 2011.",
  },
  {
    kind: "Spanish title (sentence case kept)",
    input: {
      sourceType: "book",
      contributors: [person("Isabel", "Allende")],
      title: "La casa de los espíritus",
      publisher: "Plaza & Janés",
      date: "1982",
      accessDate: TODAY,
    },
    expected: "Allende, Isabel. *La casa de los espíritus*. Plaza & Janés, 1982.",
  },
  {
    kind: "Spanish journal article, compound surname with particles",
    input: {
      sourceType: "journal",
      contributors: [person("Ana", "Fernández de la Reguera")],
      title: "La memoria de los ríos en la novela contemporánea",
      container: "Revista de Literatura",
      volume: "84",
      issue: "167",
      date: "2022",
      pages: "211-234",
      accessDate: TODAY,
    },
    expected:
      'Fernández de la Reguera, Ana. "La memoria de los ríos en la novela contemporánea." *Revista de Literatura*, vol. 84, no. 167, 2022, pp. 211-34.',
  },
  {
    kind: "corporate author that is also the publisher, edition",
    input: {
      sourceType: "book",
      contributors: [org("American Psychological Association")],
      title: "Publication Manual of the American Psychological Association",
      edition: "7th",
      publisher: "American Psychological Association",
      date: "2020",
      accessDate: TODAY,
    },
    expected:
      "*Publication Manual of the American Psychological Association*. 7th ed., American Psychological Association, 2020.",
  },
  {
    kind: "corporate author, other publisher",
    input: {
      sourceType: "book",
      contributors: [org("About Inc.")],
      title: "The Guide to Everyday Repairs",
      publisher: "Random House",
      date: "2004",
      accessDate: TODAY,
    },
    expected: "About Inc. *The Guide to Everyday Repairs*. Random House, 2004.",
  },
];
