import { toolsHost } from './products.ts'

// The tools live on ToolHarbor (toolsHost); this site lists them, grouped as ToolHarbor groups
// them. Names, descriptions and features are translated in locales/<lng>/products.json
// (tools.<id>, categories.<id>.*), so the ids here are typed translation keys.

export interface Tool {
  /** Translation key under products:tools. */
  id: string
  /** Path on the tools host, starting with '/'. */
  path: string
  /** Listed but not usable yet: shown dimmed, without a link. */
  comingSoon?: true
}

export interface ToolCategory {
  /** Translation key under products:categories; also the anchor of its section. */
  id: string
  tools: readonly Tool[]
}

export const toolCatalogue = [
  {
    id: 'pdf',
    tools: [
      { id: 'mergePdf', path: '/pdf/merge-pdf' },
      { id: 'splitPdf', path: '/pdf/split-pdf' },
      { id: 'compressPdf', path: '/pdf/compress-pdf' },
      { id: 'pdfToWord', path: '/pdf/pdf-to-word' },
      { id: 'wordToPdf', path: '/pdf/word-to-pdf' },
      { id: 'pdfToJpg', path: '/pdf/pdf-to-jpg' },
      { id: 'jpgToPdf', path: '/pdf/jpg-to-pdf' },
      { id: 'rotatePdf', path: '/pdf/rotate-pdf' },
      { id: 'deletePdfPages', path: '/pdf/delete-pages' },
      { id: 'organizePdf', path: '/pdf/organize-pdf' },
      { id: 'addPageNumbers', path: '/pdf/add-page-numbers' },
      { id: 'watermarkPdf', path: '/pdf/watermark-pdf' },
      { id: 'protectPdf', path: '/pdf/protect-pdf' },
      { id: 'unlockPdf', path: '/pdf/unlock-pdf' },
    ],
  },
  {
    id: 'seo',
    tools: [
      { id: 'metaTagGenerator', path: '/seo/meta-tag-generator' },
      { id: 'keywordDensityChecker', path: '/seo/keyword-density-checker' },
      { id: 'robotsTxtGenerator', path: '/seo/robots-txt-generator' },
      { id: 'xmlSitemapGenerator', path: '/seo/xml-sitemap-generator' },
      { id: 'serpPreview', path: '/seo/serp-preview' },
      { id: 'openGraphGenerator', path: '/seo/open-graph-generator' },
      { id: 'utmBuilder', path: '/seo/utm-builder' },
      { id: 'canonicalTagGenerator', path: '/seo/canonical-tag-generator' },
      { id: 'hreflangGenerator', path: '/seo/hreflang-generator' },
      { id: 'schemaMarkupGenerator', path: '/seo/schema-markup-generator' },
      { id: 'redirectGenerator', path: '/seo/redirect-generator' },
    ],
  },
  {
    id: 'text',
    tools: [
      { id: 'wordCounter', path: '/text/word-counter' },
      { id: 'characterCounter', path: '/text/character-counter' },
      { id: 'caseConverter', path: '/text/case-converter' },
      { id: 'removeLineBreaks', path: '/text/remove-line-breaks' },
      { id: 'removeExtraSpaces', path: '/text/remove-extra-spaces' },
      { id: 'removeDuplicateLines', path: '/text/remove-duplicate-lines' },
      { id: 'sortLines', path: '/text/sort-lines' },
      { id: 'reverseText', path: '/text/reverse-text' },
      { id: 'textCompare', path: '/text/text-compare' },
      { id: 'findAndReplace', path: '/text/find-and-replace' },
      { id: 'loremIpsumGenerator', path: '/text/lorem-ipsum-generator' },
      { id: 'slugGenerator', path: '/text/slug-generator' },
      { id: 'readabilityChecker', path: '/text/readability-checker' },
      { id: 'sentenceCounter', path: '/text/sentence-counter' },
      { id: 'readingTimeCalculator', path: '/text/reading-time-calculator' },
      { id: 'textToSpeech', path: '/text/text-to-speech' },
      { id: 'wordFrequencyCounter', path: '/text/word-frequency-counter' },
      { id: 'randomWordGenerator', path: '/text/random-word-generator' },
      { id: 'textRepeater', path: '/text/text-repeater' },
      { id: 'addLineNumbers', path: '/text/add-line-numbers' },
      { id: 'addPrefixSuffix', path: '/text/add-prefix-suffix' },
      { id: 'removeHtmlTags', path: '/text/remove-html-tags' },
      { id: 'emailExtractor', path: '/text/email-extractor' },
      { id: 'urlExtractor', path: '/text/url-extractor' },
      { id: 'numberExtractor', path: '/text/number-extractor' },
      { id: 'numberToWords', path: '/text/number-to-words' },
      { id: 'wrapText', path: '/text/wrap-text' },
      { id: 'splitText', path: '/text/split-text' },
      { id: 'joinLines', path: '/text/join-lines' },
      { id: 'shuffleLines', path: '/text/shuffle-lines' },
      { id: 'morseCodeTranslator', path: '/text/morse-code-translator' },
    ],
  },
  {
    id: 'developer',
    tools: [
      { id: 'jsonFormatter', path: '/developer/json-formatter' },
      { id: 'jsonValidator', path: '/developer/json-validator' },
      { id: 'jsonToCsv', path: '/developer/json-to-csv' },
      { id: 'csvToJson', path: '/developer/csv-to-json' },
      { id: 'xmlFormatter', path: '/developer/xml-formatter' },
      { id: 'yamlToJson', path: '/developer/yaml-to-json' },
      { id: 'htmlFormatter', path: '/developer/html-formatter' },
      { id: 'htmlMinifier', path: '/developer/html-minifier' },
      { id: 'cssFormatter', path: '/developer/css-formatter' },
      { id: 'cssMinifier', path: '/developer/css-minifier' },
      { id: 'jsFormatter', path: '/developer/javascript-formatter' },
      { id: 'jsMinifier', path: '/developer/javascript-minifier' },
      { id: 'sqlFormatter', path: '/developer/sql-formatter' },
      { id: 'base64Encoder', path: '/developer/base64-encode-decode' },
      { id: 'urlEncoder', path: '/developer/url-encode-decode' },
      { id: 'htmlEntityEncoder', path: '/developer/html-entity-encoder' },
      { id: 'jwtDecoder', path: '/developer/jwt-decoder' },
      { id: 'uuidGenerator', path: '/developer/uuid-generator' },
      { id: 'hashGenerator', path: '/developer/hash-generator' },
      { id: 'regexTester', path: '/developer/regex-tester' },
      { id: 'markdownToHtml', path: '/developer/markdown-to-html' },
      { id: 'htmlToMarkdown', path: '/developer/html-to-markdown' },
      { id: 'cssGradientGenerator', path: '/developer/css-gradient-generator' },
      { id: 'boxShadowGenerator', path: '/developer/box-shadow-generator' },
      { id: 'colorConverter', path: '/developer/color-converter' },
      { id: 'userAgentParser', path: '/developer/user-agent-parser' },
      { id: 'numberBaseConverter', path: '/developer/number-base-converter' },
      { id: 'stringEscaper', path: '/developer/string-escaper' },
      { id: 'mockDataGenerator', path: '/developer/mock-data-generator' },
      { id: 'chmodCalculator', path: '/developer/chmod-calculator' },
      { id: 'cronGenerator', path: '/developer/cron-expression-generator' },
    ],
  },
  {
    id: 'image',
    tools: [
      { id: 'imageResizer', path: '/image/image-resizer' },
      { id: 'imageCompressor', path: '/image/image-compressor' },
      { id: 'imageCropper', path: '/image/image-cropper' },
      { id: 'imageConverter', path: '/image/image-converter' },
      { id: 'jpgToPng', path: '/image/jpg-to-png' },
      { id: 'pngToJpg', path: '/image/png-to-jpg' },
      { id: 'webpToJpg', path: '/image/webp-to-jpg' },
      { id: 'pngToWebp', path: '/image/png-to-webp' },
      { id: 'heicToJpg', path: '/image/heic-to-jpg' },
      { id: 'svgToPng', path: '/image/svg-to-png' },
      { id: 'rotateImage', path: '/image/rotate-image' },
      { id: 'flipImage', path: '/image/flip-image' },
      { id: 'backgroundRemover', path: '/image/background-remover' },
      { id: 'watermarkImage', path: '/image/watermark-image' },
      { id: 'blurImage', path: '/image/blur-image' },
      { id: 'grayscaleImage', path: '/image/grayscale-image' },
      { id: 'imageColorPicker', path: '/image/color-picker' },
      { id: 'colorPaletteExtractor', path: '/image/color-palette-extractor' },
      { id: 'faviconGenerator', path: '/image/favicon-generator' },
      { id: 'memeGenerator', path: '/image/meme-generator' },
      { id: 'imageToBase64', path: '/image/image-to-base64' },
      { id: 'base64ToImage', path: '/image/base64-to-image' },
      { id: 'exifViewer', path: '/image/exif-viewer' },
      { id: 'exifRemover', path: '/image/remove-metadata' },
      { id: 'collageMaker', path: '/image/collage-maker' },
      { id: 'pixelateImage', path: '/image/pixelate-image' },
      { id: 'roundImageCorners', path: '/image/round-corners' },
    ],
  },
  {
    id: 'video',
    tools: [
      { id: 'videoCompressor', path: '/video/video-compressor', comingSoon: true },
      { id: 'trimVideo', path: '/video/trim-video', comingSoon: true },
      { id: 'videoConverter', path: '/video/video-converter', comingSoon: true },
      { id: 'videoToGif', path: '/video/video-to-gif', comingSoon: true },
      { id: 'videoToMp3', path: '/video/video-to-mp3', comingSoon: true },
      { id: 'muteVideo', path: '/video/mute-video', comingSoon: true },
      { id: 'mergeVideos', path: '/video/merge-videos', comingSoon: true },
      { id: 'cropVideo', path: '/video/crop-video', comingSoon: true },
      { id: 'rotateVideo', path: '/video/rotate-video', comingSoon: true },
      { id: 'resizeVideo', path: '/video/resize-video', comingSoon: true },
      { id: 'addSubtitles', path: '/video/add-subtitles', comingSoon: true },
      { id: 'changeVideoSpeed', path: '/video/change-speed', comingSoon: true },
      { id: 'extractVideoFrames', path: '/video/extract-frames', comingSoon: true },
      { id: 'watermarkVideo', path: '/video/watermark-video', comingSoon: true },
    ],
  },
  {
    id: 'qr',
    tools: [
      { id: 'qrCodeGenerator', path: '/qr/qr-code-generator' },
      { id: 'qrCodeScanner', path: '/qr/qr-code-scanner' },
      { id: 'wifiQrCode', path: '/qr/wifi-qr-code' },
      { id: 'vcardQrCode', path: '/qr/vcard-qr-code' },
      { id: 'barcodeGenerator', path: '/qr/barcode-generator' },
      { id: 'barcodeScanner', path: '/qr/barcode-scanner' },
    ],
  },
  {
    id: 'dateTime',
    tools: [
      { id: 'ageCalculator', path: '/date-time/age-calculator' },
      { id: 'dateDifference', path: '/date-time/date-difference' },
      { id: 'addSubtractDays', path: '/date-time/add-subtract-days' },
      { id: 'timeZoneConverter', path: '/date-time/time-zone-converter' },
      { id: 'unixTimestampConverter', path: '/date-time/unix-timestamp-converter' },
      { id: 'countdownTimer', path: '/date-time/countdown-timer' },
      { id: 'stopwatch', path: '/date-time/stopwatch' },
      { id: 'workingDaysCalculator', path: '/date-time/working-days-calculator' },
      { id: 'weekNumber', path: '/date-time/week-number' },
      { id: 'hijriConverter', path: '/date-time/hijri-gregorian-converter' },
      { id: 'timeDurationCalculator', path: '/date-time/time-duration-calculator' },
      { id: 'dayOfWeekFinder', path: '/date-time/day-of-the-week' },
    ],
  },
  {
    id: 'utility',
    tools: [
      { id: 'passwordGenerator', path: '/utility/password-generator' },
      { id: 'unitConverter', path: '/utility/unit-converter' },
      { id: 'percentageCalculator', path: '/utility/percentage-calculator' },
      { id: 'randomNumberGenerator', path: '/utility/random-number-generator' },
    ],
  },
] as const satisfies readonly ToolCategory[]

export type ToolCategoryId = (typeof toolCatalogue)[number]['id']
export type ToolId = (typeof toolCatalogue)[number]['tools'][number]['id']

/** The address of a tool on the tools site. */
export function toolUrl(tool: Pick<Tool, 'path'>): string {
  return `${toolsHost}${tool.path}`
}

/** Every tool in catalogue order. */
export const allTools: readonly Tool[] = toolCatalogue.flatMap((category): readonly Tool[] => category.tools)
