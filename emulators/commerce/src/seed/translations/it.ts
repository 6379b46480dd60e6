import {restrictedCountryNames, shippingTable, SUPPORT_EMAIL} from '../pages';
import {countryNamesIn, israelExpressIn, localTableWords} from './local-words';
import type {ShopCopy} from './types';

const mail = `<a href="mailto:${SUPPORT_EMAIL}">${SUPPORT_EMAIL}</a>`;

/** The shop in Italian. Brush names (Kumo, Tsuki...) are names and stay as they are. */
export const ITALIAN: ShopCopy = {
  locale: 'it',
  care: 'Lavalo ogni settimana con un sapone delicato, strizza l’acqua con un asciugamano e fallo asciugare in piano o con le setole verso il basso, così l’acqua non entra nella ghiera.',
  products: {
    'kumo-blending-brush': {
      title: 'Pennello sfumino Kumo',
      description: [
        'Un pennello sfumino morbido e bombato, legato a mano in pelo di capra fine. Kumo sfuma il colore della piega in una nuvola leggera senza sollevare l’ombretto sottostante.',
      ],
      headline: 'lo sfumino che si prende per primo',
      brief: 'Pelo di capra, cupola legata a mano.\nSfuma la piega in pochi secondi.',
    },
    'tsuki-pencil-brush': {
      title: 'Pennello a matita Tsuki',
      description: [
        'Un pennello a matita fitto e appuntito per sfumare l’eyeliner lungo la rima ciliare e portare colore nell’angolo interno.',
      ],
    },
    'hoshi-tapered-crease': {
      title: 'Pennello sfumino per la piega Hoshi',
      description: [
        'Un pennello affusolato per la piega: la punta sottile segue l’incavo dell’occhio mentre il corpo ammorbidisce i contorni.',
      ],
    },
    'yuki-powder-brush': {
      title: 'Pennello da cipria Yuki',
      description: [
        'Un generoso pennello da cipria in pelo di capra bianco, modellato a cupola rotonda per stendere un velo di cipria fissante.',
      ],
      headline: 'una nuvola di pelo di capra bianco',
      brief:
        'Fissa la cipria in un solo gesto.\nCupola modellata a mano, setole da 52 mm.',
    },
    'sora-kabuki': {
      title: 'Kabuki Sora',
      description: [
        'Un kabuki compatto dalle morbide fibre sintetiche, fitte, per lavorare il fondotinta in crema e in polvere sulla pelle.',
      ],
    },
    'kaze-fan-brush': {
      title: 'Pennello a ventaglio Kaze',
      description: [
        'Un ventaglio ampio e leggero per spazzare via i residui e stendere l’illuminante sugli zigomi.',
      ],
    },
    'sumi-liner-brush': {
      title: 'Pennello eyeliner Sumi',
      description: [
        'Un pennello eyeliner sottile come un ago, in fibra sintetica elastica, che disegna una codina netta con eyeliner in gel o in crema.',
      ],
    },
    'kiri-flat-shader': {
      title: 'Pennello piatto Kiri',
      description: [
        'Un pennello piatto che deposita gli ombretti luminosi sulla palpebra. Scegli il pelo di capra per le polveri o il sintetico per le creme.',
      ],
    },
    'hana-angled-brow': {
      title: 'Pennello angolato per sopracciglia Hana',
      description: [
        'Un pennello angolato e compatto che disegna tratti simili a peli con polvere o pomata per sopracciglia.',
      ],
    },
    'mizu-smudger': {
      title: 'Pennello smudger Mizu',
      description: [
        'Un pennellino corto e tondo che sfuma la matita in un contorno smoky.',
      ],
    },
    'kasumi-detail-crease': {
      title: 'Pennello di precisione per la piega Kasumi',
      description: [
        'Un piccolo pennello affusolato per lavorare la piega con precisione. In vendita solo negli Stati Uniti e in Canada.',
      ],
    },
    'yoru-smoky-blender': {
      title: 'Sfumino smoky Yoru',
      description: [
        'Uno sfumino più pieno per costruire uno smoky eye con un solo colore. Il prossimo lotto è in lavorazione: ordina oggi e partirà appena pronto.',
      ],
    },
    'tsubaki-lid-brush': {
      title: 'Pennello per palpebra Tsubaki',
      description: [
        'Un ampio pennello per la palpebra che stende un velo di colore dalle ciglia alla piega in una sola passata.',
      ],
    },
    'nami-dual-fibre-blender': {
      title: 'Sfumino a doppia fibra Nami',
      description: [
        'Base in fibra sintetica scura e punte in capra bianca: la base fitta trattiene il pigmento, le punte leggere lo sfumano.',
      ],
    },
    'kumo-mini-blender': {
      title: 'Mini sfumino Kumo',
      description: [
        'La cupola di Kumo in formato due terzi, per palpebre più piccole. Il prezzo lo decidi tu.',
      ],
    },
    'hotaru-precision-liner': {
      title: 'Pennello eyeliner di precisione Hotaru',
      description: [
        'Un pennello eyeliner angolato che raggiunge l’angolo esterno senza sbavare. Il lotto europeo è esaurito.',
      ],
    },
    'hikari-highlighter': {
      title: 'Pennello per illuminante Hikari',
      description: [
        'Un pennello affusolato che posa l’illuminante sui punti alti del viso con mano leggera.',
      ],
    },
    'momiji-cheek-brush': {
      title: 'Pennello guance Momiji',
      description: [
        'Un pennello ovale che sfuma il blush dalla mela della guancia verso la tempia.',
      ],
      headline: 'il blush, sfumato',
    },
    'saibikoho-white-cheek-brush': {
      title: 'Pennello guance bianco Saibikoho',
      description: [
        'Il saibikoho è la qualità più morbida di pelo di capra, presa dal collo e selezionata a mano. Uno per cliente, fino a esaurimento del pelo.',
      ],
      headline: 'il pelo di capra più morbido che ci sia',
      brief: 'Pelo di capra di qualità saibikoho.\nUno per cliente.',
    },
    'nagi-foundation-brush': {
      title: 'Pennello per fondotinta Nagi',
      description: [
        'Un pennello a testa piatta che picchietta e lavora il fondotinta liquido per un effetto seconda pelle.',
      ],
    },
    'kinu-contour-brush': {
      title: 'Pennello per contouring Kinu',
      description: [
        'Un pennello angolato che si appoggia sotto lo zigomo e scolpisce il viso con la terra in polvere. Esaurito nell’UE.',
      ],
    },
    'sakura-blush-brush': {
      title: 'Pennello blush Sakura',
      description: [
        'Un pennello da blush arrotondato in fibra sintetica dalle punte rosa, morbido per le polveri e abbastanza compatto per le creme.',
      ],
    },
    'fuji-large-powder': {
      title: 'Pennello da cipria grande Fuji',
      description: [
        'Il nostro pennello più grande: una cupola piena per la cipria per il corpo e un ultimo velo su tutto il viso. Al momento non spedito nel Regno Unito.',
      ],
    },
    'tanpopo-stippling-brush': {
      title: 'Pennello stippling Tanpopo',
      description: [
        'Un pennello a doppia fibra che picchietta blush in crema e fondotinta in strati leggeri. Il prezzo lo decidi tu.',
      ],
    },
    'kuro-mini-kabuki': {
      title: 'Mini kabuki Kuro',
      description: [
        'Un kabuki tascabile per i ritocchi. Il lotto europeo è in arrivo: gli ordini dall’UE partono appena arriva.',
      ],
    },
    'shiro-setting-fan': {
      title: 'Pennello a ventaglio fissante Shiro',
      description: [
        'Un piccolo ventaglio fitto che preme la cipria fissante sotto gli occhi senza spostare il correttore.',
      ],
    },
    'the-launch-collection': {
      title: 'La collezione degli inizi',
      description: [
        'I cinque pennelli con cui siamo partiti, in un rotolo di lino: Kumo, Tsuki, Hoshi, Yuki e Kaze. Puoi sostituirne uno qualsiasi con un altro pennello del kit personalizzato.',
      ],
      headline: 'cinque pennelli, un rotolo',
      brief: 'Kumo, Tsuki, Hoshi, Yuki e Kaze.\nRotolo di lino incluso.',
    },
    'eye-essentials-set': {
      title: 'Kit essenziali occhi',
      description: [
        'Quattro pennelli occhi per un trucco completo: sfumino, piega, pennello piatto ed eyeliner.',
      ],
    },
    'face-complete-set': {
      title: 'Kit viso completo',
      description: [
        'Pennelli per cipria, fondotinta, guance e illuminante in un rotolo di tela.',
      ],
    },
    'travel-brush-set': {
      title: 'Set di pennelli da viaggio',
      description: [
        'Tre pennelli a manico corto e un astuccio, della misura giusta per una borsa da weekend.',
      ],
    },
    'linen-brush-roll': {
      title: 'Porta pennelli in lino',
      description: [
        'Un rotolo in lino lavato con dodici scomparti e un laccio di cotone.',
        'Lavabile in lavatrice a freddo, asciugare in piano.',
      ],
    },
    'brush-cleansing-soap': {
      title: 'Sapone detergente per pennelli',
      description: [
        'Un sapone solido all’olio d’oliva che scioglie il pigmento dal pelo naturale senza seccarlo.',
        'Fai girare il pennello umido sulla saponetta e risciacqua finché l’acqua non è limpida.',
      ],
    },
    'brush-drying-stand': {
      title: 'Supporto asciuga pennelli',
      description: [
        'Appendi i pennelli con le setole verso il basso dopo il lavaggio, così l’acqua non raggiunge mai la colla nella ghiera.',
        'Contiene dieci pennelli.',
      ],
    },
    'travel-pouch': {
      title: 'Astuccio da viaggio',
      description: [
        'Un astuccio in cotone con zip e una tasca che protegge i pennelli.',
        'Si pulisce con un panno.',
      ],
    },
    'brush-guards': {
      title: 'Proteggi pennelli (confezione da 4)',
      description: [
        'Guaine a rete che mantengono la forma di un pennello appena lavato mentre si asciuga.',
        'Quattro misure per confezione.',
      ],
    },
    'mini-kabuki-gift': {
      title: 'Mini kabuki in regalo',
      description: [
        'Un piccolo kabuki legato con un nastro. È in omaggio con gli ordini idonei e si può anche acquistare da solo.',
      ],
    },
    'ame-eyeshadow-shader': {
      title: 'Pennello per ombretto Ame',
      description: [
        'Un pennello arrotondato che preme gli ombretti compatti sulla palpebra. Esaurito ovunque fino all’arrivo del prossimo lotto di pelo.',
      ],
    },
    'spring-preview-blender': {
      title: 'Sfumino anteprima primavera',
      description: [
        'Un’anteprima della linea di primavera: uno sfumino affusolato in pelo di capra saibikoho, offerto prima agli amici dell’atelier.',
      ],
      headline: 'prima di tutti',
      brief: 'Pelo di capra saibikoho.\nDodici esemplari.',
    },
    'prototype-liner-no-7': {
      title: 'Prototipo eyeliner n. 7',
      description: [
        'Un eyeliner che stiamo ancora perfezionando. Provalo, paga quanto pensi che valga e dicci cosa cambiare.',
      ],
      headline: 'aiutaci a finirlo',
      brief: 'Prototipo, serie di 30.',
      prototypeDescription:
        'Il prototipo 7 ha una fibra più corta di 2 mm rispetto al n. 6 e un manico opaco.\nVorremmo sapere se la punta regge la linea per tutta la codina.',
    },
    'hanami-limited-kabuki': {
      title: 'Kabuki Hanami edizione limitata',
      description: [
        'Un kabuki laccato color ciliegia, fatto per gli amici dell’atelier, in pelo di capra o in fibra sintetica.',
      ],
      headline: 'per gli amici dell’atelier',
    },
    'atelier-sample-brush': {
      title: 'Pennello campione dell’atelier',
      description: [
        'Un campione appena uscito dal banco di lavoro, gratuito per i tester del negozio segreto.',
      ],
    },
  },
  phrases: {
    Edition: 'Edizione',
    Hair: 'Pelo',
    Handle: 'Manico',
    Colour: 'Colore',
    Standard: 'Standard',
    Legacy: 'Precedente',
    Gift: 'Regalo',
    Goat: 'Capra',
    Synthetic: 'Sintetico',
    Squirrel: 'Scoiattolo',
    Black: 'Nero',
    Natural: 'Naturale',
    Red: 'Rosso',
    Walnut: 'Noce',
    Indigo: 'Indaco',
    'goat hair blending brush': 'pennello sfumino in pelo di capra',
    'professional edition, longer handle': 'edizione professionale, manico più lungo',
    'backorder: ships in 3-4 weeks': 'in riassortimento: spedito in 3-4 settimane',
    'backorder: ships in 2 weeks': 'in riassortimento: spedito in 2 settimane',
    'pay what you want': 'paga quanto vuoi',
    'free gift': 'regalo in omaggio',
    'complimentary gift': 'regalo in omaggio',
    complimentary: 'in omaggio',
    'spring preview': 'anteprima primavera',
    'secret shop preview': 'anteprima del negozio segreto',
  },
  collections: {
    'best-sellers': {
      title: 'I più venduti',
      description: 'I pennelli che i nostri clienti ricomprano.',
    },
    'eye-brushes': {
      title: 'Pennelli occhi',
      description:
        'Sfumini, pennelli piatti, a matita ed eyeliner, legati a mano per gli occhi.',
    },
    'face-brushes': {
      title: 'Pennelli viso',
      description:
        'Pennelli da cipria, kabuki, guance e contouring in pelo di capra e fibra sintetica.',
    },
    'all-products': {
      title: 'Tutti i prodotti',
      description: 'Tutti i pennelli, i kit e gli accessori del negozio.',
    },
    'concept-store': {
      title: 'Concept store',
      description: 'I pezzi del nostro concept store, a prezzi da concept store.',
    },
    'secret-shop': {
      title: 'Negozio segreto',
      description: 'Pezzi esclusivi e prezzi personali per gli amici dell’atelier.',
    },
    'custom-brush-bundle': {
      title: 'Kit di pennelli personalizzato',
      description: 'Componi il tuo rotolo: scegli i pennelli da mettere nel tuo kit.',
    },
    bundles: {
      title: 'Kit',
      description:
        'Pennelli riuniti in un rotolo, a meno dei pennelli presi singolarmente.',
    },
    accessories: {
      title: 'Accessori',
      description: 'Rotoli, astucci e tutto ciò che tiene in forma i pennelli.',
    },
    'spring-preview': {
      title: 'Anteprima primavera',
      description: 'La linea di primavera, prima del lancio.',
    },
    'atelier-testers': {
      title: 'Tester dell’atelier',
      description: 'Prototipi e campioni per chi prova i nostri prodotti.',
    },
  },
  menus: {
    'Main menu': 'Menu principale',
    Footer: 'Piè di pagina',
    shop: 'negozio',
    'best sellers': 'i più venduti',
    'eye brushes': 'pennelli occhi',
    'face brushes': 'pennelli viso',
    bundles: 'kit',
    accessories: 'accessori',
    'concept store': 'concept store',
    promos: 'promozioni',
    'about us': 'chi siamo',
    shipping: 'spedizioni',
    faq: 'domande frequenti',
    'contact us': 'contatti',
    products: 'prodotti',
    'terms of service': 'termini di servizio',
    'return policy': 'politica di reso',
    'privacy policy': 'informativa sulla privacy',
  },
  pages: {
    'our-story': {
      title: 'La nostra storia',
      seoDescription:
        'Come un piccolo atelier ha iniziato a legare a mano pennelli da trucco.',
      body:
        '<p>Fude Atelier è nato su un tavolo da cucina, con un mazzo di pelo di capra, una scatola di ghiere e il coltello da pennellaio ereditato da una nonna che legava pennelli da calligrafia a Kumano.</p>' +
        '<p>Ogni pennello che vendiamo è ancora fatto con calma. Il pelo viene selezionato a mano e mai tagliato in punta, così ogni pennello conserva la punta naturale che prende e rilascia la polvere in modo uniforme. Il ciuffo viene modellato a mano, legato, inserito nella ghiera e fissato a un manico di legno laccato.</p>' +
        '<h2>Pelo di capra e fibra sintetica</h2>' +
        '<p>I nostri pennelli naturali sono in pelo di capra, dal morbido di tutti i giorni fino al saibikoho, il pelo più fine, preso dal collo. I pennelli sintetici usano una miscela di taklon che con creme e liquidi si comporta come il pelo naturale, per chi preferisce un pennello vegano.</p>' +
        '<h2>Fatti per durare</h2>' +
        '<p>Un pennello ben curato dura anni. Preferiamo che tu compri un pennello che ami piuttosto che dieci che non ti dicono niente: per questo stampiamo le istruzioni di cura su ogni scatola e rispondiamo a ogni domanda via email.</p>',
    },
    faq: {
      title: 'Domande frequenti',
      seoDescription: 'Risposte su pennelli, ordini, spedizioni e resi.',
      body:
        '<h2>Come pulisco i pennelli?</h2>' +
        '<p>Bagna le setole con acqua tiepida, falle girare su un sapone delicato, risciacqua finché l’acqua non è limpida, strizza con un asciugamano e lascia asciugare il pennello in piano o appeso con le setole verso il basso. Non mettere mai in piedi un pennello bagnato: l’acqua entra nella ghiera e scioglie la colla.</p>' +
        '<h2>Pelo di capra o sintetico?</h2>' +
        '<p>Il pelo di capra dà il meglio con le polveri: prende il pigmento e lo diffonde con morbidezza. La fibra sintetica dà il meglio con creme e liquidi, ed è vegana.</p>' +
        '<h2>Cosa sono le edizioni US ed EU?</h2>' +
        '<p>Teniamo ogni pennello in due magazzini. Il negozio mostra l’edizione del tuo paese di spedizione; i pennelli sono identici.</p>' +
        '<h2>Cos’è il negozio segreto?</h2>' +
        '<p>Gli amici dell’atelier e i nostri tester hanno accesso in anteprima a prototipi e pezzi limitati a prezzi personali. Si accede su invito e l’accesso compare nel tuo account una volta concesso.</p>' +
        '<h2>Cosa significa «paga quanto vuoi»?</h2>' +
        '<p>Per alcuni pennelli il prezzo lo scegli tu, da zero fino al prezzo pieno. Un solo articolo a prezzo libero o in omaggio per cliente e per ordine.</p>' +
        '<h2>Quanto tempo richiede la spedizione?</h2>' +
        '<p>Gli ordini lasciano il magazzino entro due giorni lavorativi. Trovi le tariffe nella nostra <a href="/pages/shipping">pagina spedizioni</a>.</p>',
    },
    'contact-us': {
      title: 'Contatti',
      seoDescription: 'Scrivi all’atelier.',
      body:
        `<p>Domande su un pennello, un ordine o un reso? Scrivi a ${mail}: una persona dell’atelier ti risponde entro due giorni lavorativi.</p>` +
        '<p>Se il messaggio riguarda un ordine, indica il numero dell’ordine.</p>' +
        '<h2>Rivenditori e stampa</h2>' +
        '<p>Rivenditori, truccatori professionisti e stampa possono scrivere allo stesso indirizzo indicando «trade» nell’oggetto.</p>',
    },
    'terms-of-service': {
      title: 'Termini di servizio',
      seoDescription: 'Le condizioni che valgono quando acquisti da noi.',
      body:
        '<h2>1. Chi siamo</h2><p>Questo negozio è gestito da Fude Atelier. Effettuando un ordine accetti questi termini.</p>' +
        '<h2>2. Ordini e prezzi</h2><p>I prezzi sono indicati nella valuta del tuo paese di spedizione e includono dazi e tasse dove il negozio lo indica. Un ordine è accettato quando inviamo la conferma di spedizione.</p>' +
        '<h2>3. Offerte speciali</h2><p>Gli articoli in omaggio, quelli a prezzo libero e l’offerta di benvenuto sono limitati a uno per cliente e per ordine. I prezzi del negozio segreto sono personali e non cedibili.</p>' +
        '<h2>4. Credito nel negozio</h2><p>Il credito viene emesso in dollari statunitensi, convertito al pagamento, e non può essere convertito in denaro.</p>' +
        '<h2>5. Responsabilità</h2><p>Nulla in questi termini limita i tuoi diritti di consumatore secondo la legge del tuo paese.</p>',
    },
    'returns-exchange': {
      title: 'Resi e cambi',
      seoDescription: 'Restituisci o cambia un pennello entro 30 giorni.',
      body:
        '<p>Puoi restituire o cambiare i pennelli non usati entro 30 giorni dalla consegna. Scrivici con il numero dell’ordine e ti mandiamo l’indirizzo per il reso nella tua regione.</p>' +
        '<p>Per motivi igienici i pennelli usati non si possono restituire, a meno che non siano difettosi. Se un pennello perde il pelo o una ghiera si stacca entro un anno, lo sostituiamo.</p>' +
        '<p>I rimborsi arrivano sul metodo di pagamento originale entro cinque giorni lavorativi dall’arrivo del reso. Gli articoli in omaggio e a prezzo libero non sono rimborsabili.</p>',
    },
    'privacy-policy': {
      title: 'Informativa sulla privacy',
      seoDescription: 'Cosa raccogliamo e perché.',
      body:
        '<p>Raccogliamo ciò che ci serve per consegnare il tuo ordine e gestire il tuo account: nome, email, indirizzo di spedizione e storico degli ordini.</p>' +
        '<p>Con il tuo consenso usiamo cookie analitici per capire come viene usato il negozio. Nell’Unione europea e in Norvegia ti chiediamo il consenso prima di impostare qualsiasi cookie analitico; puoi cambiare scelta in qualsiasi momento.</p>' +
        `<p>Non vendiamo mai i tuoi dati. Per vedere, correggere o cancellare ciò che conserviamo su di te, scrivi a ${mail}.</p>`,
    },
    shipping: {
      title: 'Spedizioni',
      seoDescription: 'Tariffe di spedizione e soglie di spedizione gratuita per paese.',
      body:
        '<p>Gli ordini lasciano i nostri magazzini entro due giorni lavorativi. Le tariffe sono in dollari statunitensi e vengono mostrate nella tua valuta al pagamento.</p>' +
        shippingTable(
          localTableWords('it', {
            destination: 'Destinazione',
            shipping: 'Spedizione',
            freeShipping: 'Spedizione gratuita',
            noFreeShipping: 'nessuna spedizione gratuita',
            freeFrom: (amount) => `gratuita da ${amount}`,
            allOtherCountries: 'Tutti gli altri paesi',
          }),
        ) +
        `<p>Gli ordini verso Israele viaggiano con corriere espresso a ${israelExpressIn('it')}. Al momento non possiamo spedire in: ${restrictedCountryNames(countryNamesIn('it'))}.</p>` +
        '<p>Per il Regno Unito e l’Unione europea, dazi e tasse sono inclusi nel prezzo.</p>',
    },
    vote: {
      title: 'Vota',
      seoDescription: 'Vota il prossimo pennello che realizzeremo.',
      body:
        '<p>Ogni stagione selezioniamo tre prototipi e lasciamo scegliere ai nostri clienti quale andrà in produzione.</p>' +
        '<p>La rosa di questa stagione: uno sfumino per ombretto in pelo di scoiattolo, un kabuki a testa piatta con manico in noce e un pennello a ventaglio per illuminante liquido. Può votare chiunque abbia un account.</p>',
    },
    reviews: {
      title: 'Recensioni',
      seoDescription: 'Cosa dicono i clienti dei nostri pennelli.',
      body:
        '<blockquote><p>«Il Kumo è lo sfumino più morbido che ho, ed è sopravvissuto a due anni di lavaggi settimanali.» — Mia, Berlino</p></blockquote>' +
        '<blockquote><p>«Yuki fissa la cipria senza spostare il fondotinta.» — Jordan, Austin</p></blockquote>' +
        '<blockquote><p>«Mi sono regalata il pennello guance saibikoho. Ne è valsa la pena.» — Chiara, Milano</p></blockquote>',
    },
    pro: {
      title: 'Pro',
      seoDescription: 'Pennelli e prezzi per truccatori professionisti.',
      body:
        '<p>I truccatori professionisti possono acquistare le edizioni PRO dei nostri più venduti: manici più lunghi, teste più fitte e uno sconto sugli ordini di kit.</p>' +
        '<p>Iscriviti al programma pro con un link al tuo portfolio, poi ordina pennelli singoli o uno dei nostri kit pro.</p>',
    },
    'pro-program': {
      title: 'Programma pro',
      seoDescription: 'Come iscriversi al programma pro.',
      body:
        '<p>Il programma pro è aperto a truccatori, estetiste e studenti di estetica. Mandaci un link al tuo portfolio o l’iscrizione alla tua scuola e attiveremo le edizioni PRO sul tuo account.</p>' +
        '<p>Gli iscritti hanno il 20% di sconto sui kit, accesso in anteprima ai nuovi pennelli e la sostituzione garantita dei pennelli consumati dal lavoro quotidiano.</p>',
    },
    'pro-kits': {
      title: 'Kit pro',
      seoDescription: 'Kit per truccatori professionisti.',
      body:
        '<p>I nostri kit pro abbinano le edizioni PRO di Kumo, Tsuki e Hoshi per gli occhi a Yuki, Sora e Kaze per il viso, in un rotolo di tela cerata che sta in piedi sul tavolo da trucco.</p>' +
        '<p>I kit sono assemblati su ordinazione e spediti entro cinque giorni lavorativi.</p>',
    },
  },
  shop: {
    description:
      'Pennelli da trucco per occhi e viso, legati a mano in pelo di capra e fibra sintetica, fatti per durare anni.',
    slogan: 'pennelli legati a mano',
    policies: {
      'privacy-policy': 'Informativa sulla privacy',
      'refund-policy': 'Politica di rimborso',
      'shipping-policy': 'Politica di spedizione',
      'terms-of-service': 'Termini di servizio',
    },
  },
};
