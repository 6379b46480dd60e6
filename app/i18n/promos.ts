import {defineArea} from './define';

/** The concept store, the promos page, pay what you want and the yosegi launch. */
export const promos = defineArea({
  en: {
    welcome: {
      open: 'new here? {{percent}}% off this brush',
      title: 'welcome offer',
      lede: 'leave your email and pay {{price}} instead of {{full}} for one {{title}}.',
      email: 'email',
      submit: 'add at {{price}}',
      invalidEmail: 'please enter a valid email.',
    },
    conceptStore: {
      conceptPrice: 'concept store price',
      regularPrice: 'regular price',
      variant: 'version',
      empty: 'the concept store is being restocked. please check back soon.',
    },
    discounts: {
      title: 'promos',
      lede: 'the discounts running in the shop right now.',
      description:
        'the discounts running in the shop now: the survey discount, the welcome offer and pay what you want.',
      listLabel: 'current discounts',
      surveyDiscount: {
        name: 'survey discount',
        figure: '{{percent}}% off',
        headline: '{{percent}}% off any {{items}} brushes via the eye makeup survey',
        body: 'tell us how you wear eye makeup and get {{percent}}% off up to {{items}} brushes in your cart, the highest priced first. we ask for your feedback on them within {{days}} days.',
        how: 'the survey invitation appears while you browse the shop; once you have answered it, your cart carries the discount.',
      },
      welcomeOffer: {
        name: 'welcome offer',
        figure: '{{percent}}% off',
        headline: '{{percent}}% off one item',
        body: 'new to the atelier? leave your email when you add a brush to your cart and pay {{pay}}% of its price.',
        terms:
          'valid for {{items}} item only. we send a short feedback form {{days}} days after it ships.',
      },
      pwyw: {
        name: 'pay what you want',
        figure: 'up to {{percent}}% off',
        headline: 'choose {{presets}} off, or name your own price',
        body: 'selected brushes let you decide what they are worth to you.',
        terms: 'one free or pay-what-you-want item per customer in the cart.',
        cta: 'see the brushes',
      },
    },
    pwyw: {
      eyebrow: 'pay what you want',
      title: 'pay what you want',
      lede: 'name your price for these brushes: {{presets}} off, or any amount you choose. one free or pay-what-you-want item per customer.',
      description:
        'name your price for selected brushes: {{presets}} off, or any amount you choose.',
      regularPrice: 'regular price',
      from: 'from {{price}}',
      empty: 'no pay-what-you-want brushes right now. please check back soon.',
      explain:
        'choose how much you pay for this brush: a discount of {{presets}}, or your own price from {{min}} to {{max}}.',
      choose: 'choose your price',
      presetsLegend: 'how much would you like to pay?',
      preset: '{{percent}}% off',
      custom: 'enter a custom amount',
      customTitle: 'your price',
      amount: 'amount in {{currency}}',
      amountHint: 'from {{min}} to {{max}}',
      aboveMax: 'the most you can pay for this item is {{max}}.',
      save: 'save',
      back: 'back',
      addAt: 'add to cart · {{price}}',
      adding: 'adding…',
      added: 'added to cart',
      addedAt: '{{title}} is in your cart for {{price}}.',
      close: 'close',
    },
    yosegi: {
      banner: 'Available 10.27',
      eyebrow: 'coming soon',
      title: 'yosegi',
      lede: 'four of our brushes in handles of Hakone marquetry.',
      description:
        'yosegi: four of our brushes in handles of Hakone marquetry, available 10.27.',
      intro:
        'yosegi is the marquetry of Hakone: strips of cherry, walnut, magnolia and maple are glued into blocks, cut across and shaved into sheets thinner than paper. every sheet carries the same pattern, and no two handles come out exactly alike.',
      edition:
        'our yosegi edition dresses four brushes in handles wrapped in yosegi veneer and finished with urushi lacquer. the heads are the ones you know: goat hair tied by hand, never trimmed at the tip.',
      smallBatchTitle: 'made in small numbers',
      smallBatch:
        'each handle takes a woodworker in Odawara most of a day, so the first edition is small.',
      notifyTitle: 'be the first to know',
      notify:
        'want a reminder? write to us through our contact page and we will tell you when yosegi is available.',
      contact: 'contact us',
      browse: 'browse our brushes',
    },
    errors: {
      customPriceAboveMax:
        'the most you can pay for this item is {{max}}. nothing was added to your cart.',
      flow: 'this offer is not available for this item.',
      notInConceptStore: 'this item is not in the concept store.',
      notPwyw: 'this item does not offer pay what you want.',
      customPrice:
        'please choose a price or enter an amount of 0 or more, in whole cents.',
      pwywLimit:
        'you already have a free or pay-what-you-want item in your cart: one per customer.',
      welcomeEmail: 'please enter a valid email.',
      welcomeSignup: 'something went wrong.',
    },
  },
  it: {
    welcome: {
      open: 'sei nuovo? {{percent}}% di sconto su questo pennello',
      title: 'offerta di benvenuto',
      lede: 'lascia la tua email e paga {{price}} invece di {{full}} per un {{title}}.',
      email: 'email',
      submit: 'aggiungi a {{price}}',
      invalidEmail: "inserisci un'email valida.",
    },
    conceptStore: {
      conceptPrice: 'prezzo concept store',
      regularPrice: 'prezzo normale',
      variant: 'versione',
      empty: 'stiamo rifornendo il concept store. torna a trovarci presto.',
    },
    discounts: {
      title: 'promozioni',
      lede: 'gli sconti attivi nel negozio in questo momento.',
      description:
        'gli sconti attivi ora nel negozio: lo sconto del sondaggio, l’offerta di benvenuto e paga quanto vuoi.',
      listLabel: 'sconti attuali',
      surveyDiscount: {
        name: 'sconto sondaggio',
        figure: '{{percent}}% di sconto',
        headline:
          '{{percent}}% di sconto su {{items}} pennelli a scelta con il sondaggio sul trucco occhi',
        body: 'raccontaci come ti trucchi gli occhi e ottieni il {{percent}}% di sconto su un massimo di {{items}} pennelli nel carrello, a partire dai più cari. ti chiediamo un parere su di essi entro {{days}} giorni.',
        how: 'l’invito al sondaggio compare mentre navighi nel negozio; dopo aver risposto, il carrello riporta lo sconto.',
      },
      welcomeOffer: {
        name: 'offerta di benvenuto',
        figure: '{{percent}}% di sconto',
        headline: '{{percent}}% di sconto su un articolo',
        body: 'sei nuovo nell’atelier? lascia la tua email quando aggiungi un pennello al carrello e paghi il {{pay}}% del prezzo.',
        terms:
          'valida per {{items}} solo articolo. ti inviamo un breve modulo di feedback {{days}} giorni dopo la spedizione.',
      },
      pwyw: {
        name: 'paga quanto vuoi',
        figure: 'fino al {{percent}}% di sconto',
        headline: 'scegli {{presets}} di sconto, o decidi tu il prezzo',
        body: 'alcuni pennelli ti lasciano decidere quanto valgono per te.',
        terms: 'un articolo gratuito o a prezzo libero per cliente nel carrello.',
        cta: 'vedi i pennelli',
      },
    },
    pwyw: {
      eyebrow: 'paga quanto vuoi',
      title: 'paga quanto vuoi',
      lede: 'decidi tu il prezzo di questi pennelli: {{presets}} di sconto, o l’importo che preferisci. un articolo gratuito o a prezzo libero per cliente.',
      description:
        'decidi tu il prezzo di alcuni pennelli: {{presets}} di sconto, o l’importo che preferisci.',
      regularPrice: 'prezzo normale',
      from: 'da {{price}}',
      empty: 'al momento non ci sono pennelli a prezzo libero. torna a trovarci presto.',
      explain:
        'scegli quanto pagare questo pennello: uno sconto del {{presets}}, oppure un tuo prezzo da {{min}} a {{max}}.',
      choose: 'scegli il tuo prezzo',
      presetsLegend: 'quanto vuoi pagare?',
      preset: '{{percent}}% di sconto',
      custom: 'inserisci un importo',
      customTitle: 'il tuo prezzo',
      amount: 'importo in {{currency}}',
      amountHint: 'da {{min}} a {{max}}',
      aboveMax: 'il massimo che puoi pagare per questo articolo è {{max}}.',
      save: 'salva',
      back: 'indietro',
      addAt: 'aggiungi al carrello · {{price}}',
      adding: 'aggiunta in corso…',
      added: 'aggiunto al carrello',
      addedAt: '{{title}} è nel tuo carrello a {{price}}.',
      close: 'chiudi',
    },
    yosegi: {
      banner: 'Disponibile dal 27.10',
      eyebrow: 'in arrivo',
      title: 'yosegi',
      lede: 'quattro dei nostri pennelli con manici in intarsio di Hakone.',
      description:
        'yosegi: quattro dei nostri pennelli con manici in intarsio di Hakone, disponibili dal 27.10.',
      intro:
        'lo yosegi è l’intarsio di Hakone: listelli di ciliegio, noce, magnolia e acero vengono incollati in blocchi, tagliati di traverso e piallati in fogli più sottili della carta. ogni foglio porta lo stesso motivo, e non ci sono due manici uguali.',
      edition:
        'la nostra edizione yosegi veste quattro pennelli con manici rivestiti di impiallacciatura yosegi e rifiniti con lacca urushi. le teste sono quelle che conosci: pelo di capra legato a mano, mai tagliato in punta.',
      smallBatchTitle: 'in piccole quantità',
      smallBatch:
        'ogni manico richiede a un artigiano di Odawara quasi una giornata di lavoro, quindi la prima edizione è piccola.',
      notifyTitle: 'sii il primo a saperlo',
      notify:
        'vuoi un promemoria? scrivici dalla pagina contatti e ti avviseremo quando yosegi sarà disponibile.',
      contact: 'contattaci',
      browse: 'scopri i nostri pennelli',
    },
    errors: {
      customPriceAboveMax:
        'il massimo che puoi pagare per questo articolo è {{max}}. non è stato aggiunto nulla al carrello.',
      flow: 'questa offerta non è disponibile per questo articolo.',
      notInConceptStore: 'questo articolo non fa parte del concept store.',
      notPwyw: 'questo articolo non prevede il prezzo libero.',
      customPrice:
        'scegli un prezzo o inserisci un importo pari o superiore a 0, in centesimi interi.',
      pwywLimit:
        'hai già un articolo gratuito o a prezzo libero nel carrello: uno per cliente.',
      welcomeEmail: "inserisci un'email valida.",
      welcomeSignup: 'qualcosa è andato storto.',
    },
  },
  es: {
    welcome: {
      open: '¿eres nuevo? {{percent}}% de descuento en esta brocha',
      title: 'oferta de bienvenida',
      lede: 'deja tu correo y paga {{price}} en lugar de {{full}} por una {{title}}.',
      email: 'correo electrónico',
      submit: 'añadir por {{price}}',
      invalidEmail: 'introduce un correo electrónico válido.',
    },
    conceptStore: {
      conceptPrice: 'precio concept store',
      regularPrice: 'precio habitual',
      variant: 'versión',
      empty: 'estamos reponiendo la concept store. vuelve pronto.',
    },
    discounts: {
      title: 'promociones',
      lede: 'los descuentos vigentes en la tienda ahora mismo.',
      description:
        'los descuentos vigentes en la tienda: el descuento de la encuesta, la oferta de bienvenida y paga lo que quieras.',
      listLabel: 'descuentos vigentes',
      surveyDiscount: {
        name: 'descuento de la encuesta',
        figure: '{{percent}}% de descuento',
        headline:
          '{{percent}}% de descuento en {{items}} brochas a elegir con la encuesta de maquillaje de ojos',
        body: 'cuéntanos cómo te maquillas los ojos y obtén un {{percent}}% de descuento en hasta {{items}} brochas de tu carrito, empezando por las más caras. te pedimos tu opinión sobre ellas en un plazo de {{days}} días.',
        how: 'la invitación a la encuesta aparece mientras navegas por la tienda; cuando la respondas, tu carrito tendrá el descuento.',
      },
      welcomeOffer: {
        name: 'oferta de bienvenida',
        figure: '{{percent}}% de descuento',
        headline: '{{percent}}% de descuento en un artículo',
        body: '¿nuevo en el atelier? deja tu email al añadir una brocha al carrito y paga el {{pay}}% de su precio.',
        terms:
          'válida solo para {{items}} artículo. te enviamos un breve formulario de opinión {{days}} días después del envío.',
      },
      pwyw: {
        name: 'paga lo que quieras',
        figure: 'hasta un {{percent}}% de descuento',
        headline: 'elige {{presets}} de descuento, o pon tú el precio',
        body: 'algunas brochas te dejan decidir cuánto valen para ti.',
        terms: 'un artículo gratis o de precio libre por cliente en el carrito.',
        cta: 'ver las brochas',
      },
    },
    pwyw: {
      eyebrow: 'paga lo que quieras',
      title: 'paga lo que quieras',
      lede: 'pon tú el precio de estas brochas: {{presets}} de descuento, o el importe que prefieras. un artículo gratis o de precio libre por cliente.',
      description:
        'pon tú el precio de algunas brochas: {{presets}} de descuento, o el importe que prefieras.',
      regularPrice: 'precio habitual',
      from: 'desde {{price}}',
      empty: 'ahora mismo no hay brochas de precio libre. vuelve pronto.',
      explain:
        'elige cuánto pagas por esta brocha: un descuento del {{presets}}, o tu propio precio de {{min}} a {{max}}.',
      choose: 'elige tu precio',
      presetsLegend: '¿cuánto quieres pagar?',
      preset: '{{percent}}% de descuento',
      custom: 'introducir otro importe',
      customTitle: 'tu precio',
      amount: 'importe en {{currency}}',
      amountHint: 'de {{min}} a {{max}}',
      aboveMax: 'lo máximo que puedes pagar por este artículo es {{max}}.',
      save: 'guardar',
      back: 'volver',
      addAt: 'añadir al carrito · {{price}}',
      adding: 'añadiendo…',
      added: 'añadido al carrito',
      addedAt: '{{title}} está en tu carrito por {{price}}.',
      close: 'cerrar',
    },
    yosegi: {
      banner: 'Disponible el 27.10',
      eyebrow: 'muy pronto',
      title: 'yosegi',
      lede: 'cuatro de nuestras brochas con mangos de marquetería de Hakone.',
      description:
        'yosegi: cuatro de nuestras brochas con mangos de marquetería de Hakone, disponibles el 27.10.',
      intro:
        'el yosegi es la marquetería de Hakone: listones de cerezo, nogal, magnolia y arce se encolan en bloques, se cortan de través y se cepillan en láminas más finas que el papel. cada lámina lleva el mismo dibujo, y no hay dos mangos iguales.',
      edition:
        'nuestra edición yosegi viste cuatro brochas con mangos chapados en yosegi y acabados con laca urushi. los cabezales son los que ya conoces: pelo de cabra atado a mano, nunca recortado en la punta.',
      smallBatchTitle: 'en pequeñas cantidades',
      smallBatch:
        'cada mango le lleva a un artesano de Odawara casi un día entero, así que la primera edición es pequeña.',
      notifyTitle: 'entérate antes que nadie',
      notify:
        '¿quieres un recordatorio? escríbenos desde nuestra página de contacto y te avisaremos cuando yosegi esté disponible.',
      contact: 'contacto',
      browse: 'ver nuestras brochas',
    },
    errors: {
      customPriceAboveMax:
        'lo máximo que puedes pagar por este artículo es {{max}}. no se ha añadido nada a tu carrito.',
      flow: 'esta oferta no está disponible para este artículo.',
      notInConceptStore: 'este artículo no forma parte de la concept store.',
      notPwyw: 'este artículo no tiene precio libre.',
      customPrice:
        'elige un precio o introduce un importe de 0 o más, en céntimos enteros.',
      pwywLimit:
        'ya tienes un artículo gratis o de precio libre en tu carrito: uno por cliente.',
      welcomeEmail: 'introduce un correo electrónico válido.',
      welcomeSignup: 'algo salió mal.',
    },
  },
  fr: {
    welcome: {
      open: 'nouveau ici ? {{percent}} % de remise sur ce pinceau',
      title: 'offre de bienvenue',
      lede: 'laissez votre e-mail et payez {{price}} au lieu de {{full}} pour un {{title}}.',
      email: 'e-mail',
      submit: 'ajouter à {{price}}',
      invalidEmail: 'veuillez saisir un e-mail valide.',
    },
    conceptStore: {
      conceptPrice: 'prix concept store',
      regularPrice: 'prix habituel',
      variant: 'version',
      empty: 'le concept store est en cours de réassort. revenez bientôt.',
    },
    discounts: {
      title: 'promos',
      lede: 'les remises en cours dans la boutique.',
      description:
        'les remises en cours dans la boutique : la remise du questionnaire, l’offre de bienvenue et le prix libre.',
      listLabel: 'remises en cours',
      surveyDiscount: {
        name: 'remise questionnaire',
        figure: '{{percent}} % de remise',
        headline:
          '{{percent}} % de remise sur {{items}} pinceaux au choix avec le questionnaire maquillage des yeux',
        body: 'dites-nous comment vous maquillez vos yeux et obtenez {{percent}} % de remise sur {{items}} pinceaux maximum de votre panier, les plus chers en premier. nous vous demandons votre avis sur ceux-ci sous {{days}} jours.',
        how: 'l’invitation au questionnaire apparaît pendant que vous parcourez la boutique ; une fois que vous y avez répondu, votre panier porte la remise.',
      },
      welcomeOffer: {
        name: 'offre de bienvenue',
        figure: '{{percent}} % de remise',
        headline: '{{percent}} % de remise sur un article',
        body: 'nouveau à l’atelier ? laissez votre e-mail en ajoutant un pinceau au panier et payez {{pay}} % de son prix.',
        terms:
          'valable pour {{items}} seul article. nous vous envoyons un court formulaire d’avis {{days}} jours après l’expédition.',
      },
      pwyw: {
        name: 'prix libre',
        figure: 'jusqu’à {{percent}} % de remise',
        headline: 'choisissez {{presets}} de remise, ou fixez votre prix',
        body: 'certains pinceaux vous laissent décider de ce qu’ils valent pour vous.',
        terms: 'un article offert ou à prix libre par client dans le panier.',
        cta: 'voir les pinceaux',
      },
    },
    pwyw: {
      eyebrow: 'prix libre',
      title: 'prix libre',
      lede: 'fixez le prix de ces pinceaux : {{presets}} de remise, ou le montant de votre choix. un article offert ou à prix libre par client.',
      description:
        'fixez le prix de certains pinceaux : {{presets}} de remise, ou le montant de votre choix.',
      regularPrice: 'prix habituel',
      from: 'à partir de {{price}}',
      empty: 'aucun pinceau à prix libre pour le moment. revenez bientôt.',
      explain:
        'choisissez combien vous payez ce pinceau : une remise de {{presets}}, ou votre propre prix de {{min}} à {{max}}.',
      choose: 'choisir mon prix',
      presetsLegend: 'combien souhaitez-vous payer ?',
      preset: '{{percent}} % de remise',
      custom: 'saisir un montant',
      customTitle: 'votre prix',
      amount: 'montant en {{currency}}',
      amountHint: 'de {{min}} à {{max}}',
      aboveMax: 'le maximum que vous pouvez payer pour cet article est {{max}}.',
      save: 'enregistrer',
      back: 'retour',
      addAt: 'ajouter au panier · {{price}}',
      adding: 'ajout en cours…',
      added: 'ajouté au panier',
      addedAt: '{{title}} est dans votre panier pour {{price}}.',
      close: 'fermer',
    },
    yosegi: {
      banner: 'Disponible le 27.10',
      eyebrow: 'bientôt',
      title: 'yosegi',
      lede: 'quatre de nos pinceaux aux manches en marqueterie de Hakone.',
      description:
        'yosegi : quatre de nos pinceaux aux manches en marqueterie de Hakone, disponibles le 27.10.',
      intro:
        'le yosegi est la marqueterie de Hakone : des baguettes de cerisier, de noyer, de magnolia et d’érable sont collées en blocs, coupées en travers et rabotées en feuilles plus fines que le papier. chaque feuille porte le même motif, et aucun manche ne ressemble tout à fait à un autre.',
      edition:
        'notre édition yosegi habille quatre pinceaux de manches plaqués de yosegi et finis à la laque urushi. les têtes sont celles que vous connaissez : poil de chèvre noué à la main, jamais recoupé à la pointe.',
      smallBatchTitle: 'en petites quantités',
      smallBatch:
        'chaque manche demande à un artisan d’Odawara presque une journée, la première édition est donc limitée.',
      notifyTitle: 'soyez le premier informé',
      notify:
        'envie d’un rappel ? écrivez-nous depuis notre page contact et nous vous préviendrons quand yosegi sera disponible.',
      contact: 'nous contacter',
      browse: 'découvrir nos pinceaux',
    },
    errors: {
      customPriceAboveMax:
        'le maximum que vous pouvez payer pour cet article est {{max}}. rien n’a été ajouté à votre panier.',
      flow: 'cette offre n’est pas disponible pour cet article.',
      notInConceptStore: 'cet article ne fait pas partie du concept store.',
      notPwyw: 'cet article n’est pas proposé à prix libre.',
      customPrice:
        'choisissez un prix ou saisissez un montant de 0 ou plus, au centime près.',
      pwywLimit:
        'vous avez déjà un article offert ou à prix libre dans votre panier : un par client.',
      welcomeEmail: 'veuillez saisir un e-mail valide.',
      welcomeSignup: "une erreur s'est produite.",
    },
  },
});
