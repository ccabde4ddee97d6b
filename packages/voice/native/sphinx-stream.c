/*
 * sphinx-stream: a long-lived speech recognition helper over pocketsphinx's C API (Debian's 0.8,
 * "5prealpha"). The Node server starts a few of these and streams caller audio to them; one
 * process decodes one utterance at a time, and keeps its acoustic model loaded between them.
 *
 * Arguments: pocketsphinx's own (-hmm DIR -lm FILE -dict FILE ...), or
 *   --dump-unigrams LM_FILE: print "log10prob word" for each unigram of a language model and exit
 *   (the server takes common English words and their frequencies from the stock model this way).
 *   [--background-lm FILE --background-weight W] --score LM_FILE DICT_FILE: for each line of words read on stdin, print
 *   one line: each word's log10 probability under the model (mixed with the background as a decoder mixes it) given
 *   the words before it in that line, then the sentence end's; "oov" for a word the dictionary lacks (the decoder can
 *   never hear it; the words after it start again). How well a scenario's model predicts lines, without decoding.
 *
 * Input (stdin), a stream of messages: 1 byte type, 4 bytes little-endian payload length, payload.
 *   'A' audio: 16-bit little-endian mono PCM at 16 kHz; starts an utterance if none is open
 *   'F' flush: ends the utterance and prints its final result (empty text if no audio came)
 *   'C' cancel: drops the open utterance, prints {"type":"cancelled"}
 *   'L' language model: payload "LM_PATH\nDICT_PATH"; prints {"type":"loaded"} or an error
 * Output (stdout), one JSON object per line:
 *   {"type":"ready"}  once the models are loaded
 *   {"type":"partial","text":"..."}  every ~200 ms of audio when the best hypothesis changed
 *   {"type":"final","text":"...","words":[{"word":"...","startMs":0,"endMs":0,"confidence":0.9}]}
 *     word times in ms from the utterance's first sample; confidence, the word's posterior
 *     probability in the utterance's lattice (0-1; low where other words competed for that time)
 *   {"type":"error","message":"..."}  for a bad message; fatal errors exit non-zero
 * pocketsphinx's own log goes to stderr (or -logfn).
 */
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <pocketsphinx.h>

#define PARTIAL_EVERY_SAMPLES 3200 /* 200 ms at 16 kHz */
#define MAX_PAYLOAD (16 * 1024 * 1024)
#define FRAME_MS 10                /* pocketsphinx's default -frate 100 */

static int read_exactly(void *buffer, size_t length) {
    size_t done = 0;
    while (done < length) {
        ssize_t n = read(STDIN_FILENO, (char *)buffer + done, length - done);
        if (n == 0) return 0;
        if (n < 0) {
            if (errno == EINTR) continue;
            return -1;
        }
        done += (size_t)n;
    }
    return 1;
}

/* Prints a JSON string; dictionary words are ASCII, but escape anything odd all the same. */
static void print_json_string(const char *text) {
    putchar('"');
    for (const unsigned char *p = (const unsigned char *)text; *p; p++) {
        if (*p == '"' || *p == '\\') printf("\\%c", *p);
        else if (*p < 0x20) printf("\\u%04x", *p);
        else putchar(*p);
    }
    putchar('"');
}

static void print_error(const char *message) {
    printf("{\"type\":\"error\",\"message\":");
    print_json_string(message);
    printf("}\n");
    fflush(stdout);
}

/* "word(2)" is the second pronunciation of "word"; callers want the word. */
static void print_word(const char *word) {
    char plain[256];
    snprintf(plain, sizeof plain, "%s", word);
    char *paren = strchr(plain, '(');
    if (paren && paren != plain) *paren = '\0';
    print_json_string(plain);
}

static int is_filler(const char *word) {
    return word[0] == '<' || word[0] == '[' || strcmp(word, "<sil>") == 0;
}

static void print_final(ps_decoder_t *ps) {
    const char *hyp = ps_get_hyp(ps, NULL);
    printf("{\"type\":\"final\",\"text\":");
    print_json_string(hyp ? hyp : "");
    printf(",\"words\":[");
    int first = 1;
    logmath_t *lmath = ps_get_logmath(ps);
    for (ps_seg_t *seg = ps_seg_iter(ps); seg; seg = ps_seg_next(seg)) {
        const char *word = ps_seg_word(seg);
        if (is_filler(word)) continue;
        int start_frame, end_frame;
        ps_seg_frames(seg, &start_frame, &end_frame);
        printf("%s{\"word\":", first ? "" : ",");
        print_word(word);
        int32 acoustic, language, backoff;
        double confidence = logmath_exp(lmath, ps_seg_prob(seg, &acoustic, &language, &backoff));
        if (!(confidence >= 0.0)) confidence = 0.0;
        if (confidence > 1.0) confidence = 1.0;
        printf(",\"startMs\":%d,\"endMs\":%d,\"confidence\":%.3f}", start_frame * FRAME_MS, (end_frame + 1) * FRAME_MS, confidence);
        first = 0;
    }
    printf("]}\n");
    fflush(stdout);
}

/*
 * General English, mixed into every scenario's model (--background-lm PATH --background-weight W):
 * the scenario's model knows its names and the sales phrases of our corpus, this one how people put
 * any words together. Loaded once per helper; every scenario's set holds a reference to it.
 */
static ngram_model_t *background = NULL;
static const char *background_path = NULL;
static float32 background_weight = 0;

/* The scenario's model alone, or interpolated with the background (the decoder's own dictionary
 * limits the words either can propose to the scenario's vocabulary). */
static int set_language_model(ps_decoder_t *ps, const char *name, const char *lm_path) {
    if (!background_path || strcmp(lm_path, background_path) == 0) return ps_set_lm_file(ps, name, lm_path);
    if (!background) {
        background = ngram_model_read(ps_get_config(ps), background_path, NGRAM_AUTO, ps_get_logmath(ps));
        if (!background) return -1;
    }
    ngram_model_t *scenario = ngram_model_read(ps_get_config(ps), lm_path, NGRAM_AUTO, ps_get_logmath(ps));
    if (!scenario) return -1;
    ngram_model_t *models[2] = { scenario, ngram_model_retain(background) };
    char *names[2] = { "scenario", "background" };
    float32 weights[2] = { 1.0f - background_weight, background_weight };
    ngram_model_t *set = ngram_model_set_init(ps_get_config(ps), models, names, weights, 2);
    if (!set) {
        ngram_model_free(scenario);
        ngram_model_free(background);
        return -1;
    }
    int result = ps_set_lm(ps, name, set);
    ngram_model_free(set);
    return result;
}

static int load_language_model(ps_decoder_t *ps, char *payload) {
    static int generation = 0;
    char *newline = strchr(payload, '\n');
    if (!newline) return -1;
    *newline = '\0';
    const char *lm_path = payload;
    const char *dict_path = newline + 1;
    if (ps_load_dict(ps, dict_path, NULL, NULL) < 0) return -1;
    char name[32];
    snprintf(name, sizeof name, "lm%d", ++generation);
    if (set_language_model(ps, name, lm_path) < 0) return -1;
    /* The model switched from is dropped: a helper serves many scenarios in its life. */
    char *previous = strdup(ps_get_search(ps));
    int result = ps_set_search(ps, name);
    if (result == 0 && previous) ps_unset_search(ps, previous);
    free(previous);
    return result;
}

static int dump_unigrams(const char *lm_path) {
    logmath_t *lmath = logmath_init(1.0001, 0, 0);
    ngram_model_t *lm = ngram_model_read(NULL, lm_path, NGRAM_AUTO, lmath);
    if (!lm) {
        fprintf(stderr, "sphinx-stream: could not read %s\n", lm_path);
        return 3;
    }
    /* Debian's sphinxbase does not export the n-gram iterators; word ids are dense, so walk them. */
    uint32 count = ngram_model_get_counts(lm)[0];
    for (uint32 wid = 0; wid < count; wid++) {
        const char *word = ngram_word(lm, (int32)wid);
        if (!word) continue;
        printf("%.4f %s\n", logmath_log_to_log10(lmath, ngram_probv(lm, word, NULL)), word);
    }
    ngram_model_free(lm);
    logmath_free(lmath);
    return 0;
}

static char **score_words;
static int score_word_count;

static int compare_words(const void *a, const void *b) { return strcmp(*(char *const *)a, *(char *const *)b); }

static int read_dictionary_words(const char *dict_path) {
    FILE *file = fopen(dict_path, "r");
    if (!file) return -1;
    char line[1024];
    int capacity = 1024;
    score_words = malloc(capacity * sizeof(char *));
    while (fgets(line, sizeof line, file)) {
        char *space = strchr(line, ' ');
        if (!space) continue;
        *space = '\0';
        char *paren = strchr(line, '(');
        if (paren && paren != line) *paren = '\0';
        if (score_word_count == capacity) score_words = realloc(score_words, (capacity *= 2) * sizeof(char *));
        score_words[score_word_count++] = strdup(line);
    }
    fclose(file);
    qsort(score_words, score_word_count, sizeof(char *), compare_words);
    return 0;
}

static int score_sentences(const char *lm_path, const char *dict_path) {
    logmath_t *lmath = logmath_init(1.0001, 0, 0);
    cmd_ln_t *config = cmd_ln_init(NULL, ps_args(), TRUE, NULL);
    ngram_model_t *model = ngram_model_read(config, lm_path, NGRAM_AUTO, lmath);
    if (!model || read_dictionary_words(dict_path) < 0) {
        fprintf(stderr, "sphinx-stream: could not read %s or %s\n", lm_path, dict_path);
        return 3;
    }
    if (background_path) {
        ngram_model_t *general = ngram_model_read(config, background_path, NGRAM_AUTO, lmath);
        if (!general) return 3;
        ngram_model_t *models[2] = { model, general };
        char *names[2] = { "scenario", "background" };
        float32 weights[2] = { 1.0f - background_weight, background_weight };
        model = ngram_model_set_init(config, models, names, weights, 2);
    }
    int32 start = ngram_wid(model, "<s>"), end = ngram_wid(model, "</s>"), unknown = ngram_unknown_wid(model);
    char line[65536];
    while (fgets(line, sizeof line, stdin)) {
        line[strcspn(line, "\n")] = '\0';
        int32 history[2] = { start, 0 };
        int32 history_length = 1;
        char *rest = NULL;
        for (char *word = strtok_r(line, " ", &rest);; word = strtok_r(NULL, " ", &rest)) {
            int32 wid = word ? ngram_wid(model, word) : end;
            const char *key = word;
            if (word && (wid == unknown || !bsearch(&key, score_words, score_word_count, sizeof(char *), compare_words))) {
                printf("oov ");
                history_length = 0;
                continue;
            }
            int32 used;
            printf("%.4f%s", logmath_log_to_log10(lmath, ngram_ng_prob(model, wid, history, history_length, &used)), word ? " " : "\n");
            if (!word) break;
            history[1] = history[0];
            history[0] = wid;
            if (history_length < 2) history_length++;
        }
        fflush(stdout);
    }
    return 0;
}

int main(int argc, char *argv[]) {
    if (argc == 3 && strcmp(argv[1], "--dump-unigrams") == 0) return dump_unigrams(argv[2]);
    /* Our own options come first and are not pocketsphinx's. */
    while (argc >= 3 && strncmp(argv[1], "--background-", 13) == 0) {
        if (strcmp(argv[1], "--background-lm") == 0) background_path = argv[2];
        else if (strcmp(argv[1], "--background-weight") == 0) background_weight = (float32)atof(argv[2]);
        else {
            fprintf(stderr, "sphinx-stream: unknown option %s\n", argv[1]);
            return 2;
        }
        argv[2] = argv[0];
        argv += 2;
        argc -= 2;
    }
    if (background_path && !(background_weight > 0 && background_weight < 1)) {
        fprintf(stderr, "sphinx-stream: --background-weight must be between 0 and 1\n");
        return 2;
    }
    if (argc == 4 && strcmp(argv[1], "--score") == 0) return score_sentences(argv[2], argv[3]);
    cmd_ln_t *config = cmd_ln_parse_r(NULL, ps_args(), argc, argv, TRUE);
    if (!config) {
        fprintf(stderr, "sphinx-stream: bad arguments\n");
        return 2;
    }
    ps_decoder_t *ps = ps_init(config);
    if (!ps) {
        fprintf(stderr, "sphinx-stream: could not load the models\n");
        return 3;
    }
    /* The model given with -lm, mixed with the background like any later one. */
    const char *first_lm = cmd_ln_str_r(config, "-lm");
    if (background_path && first_lm && (set_language_model(ps, "lm0", first_lm) < 0 || ps_set_search(ps, "lm0") < 0)) {
        fprintf(stderr, "sphinx-stream: could not mix %s with %s\n", first_lm, background_path);
        return 3;
    }
    printf("{\"type\":\"ready\"}\n");
    fflush(stdout);

    unsigned char *payload = NULL;
    size_t capacity = 0;
    int in_utterance = 0;
    long samples_since_partial = 0;
    char *last_partial = NULL;

    for (;;) {
        unsigned char header[5];
        int status = read_exactly(header, sizeof header);
        if (status <= 0) break; /* end of input: the server is done with us */
        uint32_t length = (uint32_t)header[1] | (uint32_t)header[2] << 8 | (uint32_t)header[3] << 16 | (uint32_t)header[4] << 24;
        if (length > MAX_PAYLOAD) {
            fprintf(stderr, "sphinx-stream: message of %u bytes is too large\n", length);
            return 4;
        }
        if (length + 1 > capacity) {
            capacity = length + 1;
            payload = realloc(payload, capacity);
            if (!payload) return 5;
        }
        if (length > 0 && read_exactly(payload, length) <= 0) break;
        payload[length] = '\0';

        switch (header[0]) {
        case 'A':
            if (!in_utterance) {
                /* Segment times count from the start of the "stream"; restarting it here makes them
                 * count from the utterance's first sample, whatever this helper decoded before. */
                ps_start_stream(ps);
                if (ps_start_utt(ps) < 0) { print_error("could not start an utterance"); break; }
                in_utterance = 1;
                samples_since_partial = 0;
                free(last_partial);
                last_partial = NULL;
            }
            ps_process_raw(ps, (const int16 *)payload, length / 2, FALSE, FALSE);
            samples_since_partial += length / 2;
            if (samples_since_partial >= PARTIAL_EVERY_SAMPLES) {
                samples_since_partial = 0;
                const char *hyp = ps_get_hyp(ps, NULL);
                if (hyp && *hyp && (!last_partial || strcmp(hyp, last_partial) != 0)) {
                    free(last_partial);
                    last_partial = strdup(hyp);
                    printf("{\"type\":\"partial\",\"text\":");
                    print_json_string(hyp);
                    printf("}\n");
                    fflush(stdout);
                }
            }
            break;
        case 'F':
            if (in_utterance) {
                ps_end_utt(ps);
                in_utterance = 0;
                print_final(ps);
            } else {
                printf("{\"type\":\"final\",\"text\":\"\",\"words\":[]}\n");
                fflush(stdout);
            }
            break;
        case 'C':
            if (in_utterance) ps_end_utt(ps);
            in_utterance = 0;
            printf("{\"type\":\"cancelled\"}\n");
            fflush(stdout);
            break;
        case 'L':
            if (in_utterance) { ps_end_utt(ps); in_utterance = 0; }
            if (load_language_model(ps, (char *)payload) < 0) print_error("could not load the language model or dictionary");
            else { printf("{\"type\":\"loaded\"}\n"); fflush(stdout); }
            break;
        default:
            print_error("unknown message type");
        }
    }
    free(payload);
    free(last_partial);
    ps_free(ps);
    cmd_ln_free_r(config);
    return 0;
}
