#!/bin/sh
# Recreates public/audio/story-{1..6}.mp3: the customer-story clips of the home page, synthesised
# with espeak-ng from texts we wrote (stories.ts has their words in both languages) and encoded as
# 32 kbps mono MP3 (a few tens of KB each). The captions beside them (story-N.vtt) are written by
# hand from the same texts. Ours to ship: our texts, espeak-ng's generated speech.
# Needs Debian's espeak-ng, sox and libsox-fmt-mp3:  apt-get install -y espeak-ng sox libsox-fmt-mp3
set -e
OUT="$(cd "$(dirname "$0")/../../.." && pwd)/public/audio"
TMP="$(mktemp -d)"
say() { # file voice words-per-minute text
  espeak-ng -v "$2" -s "$3" -p 50 -w "$TMP/$1.wav" "$4"
  sox "$TMP/$1.wav" -r 22050 -c 1 -C 32 "$OUT/$1.mp3" norm -3 fade t 0.05 0 0.2
}
say story-1 en-us+f3 150 "I lost eight kilos in three months with the Sumbatik package. The meals arrive fresh every morning, and I never feel hungry."
say story-2 ar 140 "أتمرن كل يوم، وباقة فِت تعطيني البروتين اللي أحتاجه. الأكل لذيذ، والتوصيل دايماً على الوقت."
say story-3 en-gb+f2 150 "As a busy mum, I love that I can freeze my subscription when we travel. The dietician helped me choose the right calories."
say story-4 ar+m3 140 "جربت باقة بَلك لزيادة الكتلة العضلية، والنتيجة واضحة بعد شهرين. أنصح فيها."
say story-5 en-us+f4 150 "The soups are my favourite. Changing my meals in the app is easy, and the portions match my goal."
say story-6 ar+m1 140 "خدمة العملاء ممتازة، وكل ما أتصل يردون بسرعة. الوجبات صحية ومتنوعة."
rm -rf "$TMP"
